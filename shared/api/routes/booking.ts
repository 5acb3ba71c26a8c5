import { defineRoutes } from "../route";

export const bookingRoutes = defineRoutes({});
