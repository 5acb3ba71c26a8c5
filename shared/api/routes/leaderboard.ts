import { defineRoutes } from "../route";

export const leaderboardRoutes = defineRoutes({});
