/**
 * A catalogue film's rating as its card shows it. The movie database averages votes of 0.5 to 10, so
 * an average of 0 means no one has rated the film yet (most upcoming films): "Not rated", not "★ 0.0".
 */
export function movieRating(voteAverage: number): { shown: string; spoken: string } {
  if (voteAverage <= 0) return { shown: 'Not rated', spoken: 'Not rated yet' };
  const value = voteAverage.toFixed(1);
  return { shown: `★ ${value}`, spoken: `Rated ${value} out of 10` };
}
