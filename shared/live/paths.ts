/** The phone's page of a game: the link of My Tickets, Pre Show Setup, the big screen's QR code and the game's mail (docs/live.md, "Phone"). */
export const liveJoinPath = (gameId: string): string => `/live/${encodeURIComponent(gameId)}`;

/** The big screen's short link to a game, `/j/<CODE>`, which leads to `liveJoinPath` (docs/live.md, "Join code"). */
export const liveShortJoinPath = (joinCode: string): string => `/j/${encodeURIComponent(joinCode)}`;
