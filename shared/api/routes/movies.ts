import { defineRoutes } from "../route";

export const moviesRoutes = defineRoutes({});
