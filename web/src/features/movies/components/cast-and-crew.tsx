import type { MovieDetails } from '@shared/api/routes/movies';
import { TOP_CAST } from '@shared/constants';
import { Link } from 'react-router-dom';
import styles from './cast-and-crew.module.css';

/** The jobs shown under Key Crew, in this order. */
const KEY_JOBS = ['Director', 'Screenplay', 'Writer', 'Story', 'Novel', 'Producer', 'Director of Photography', 'Original Music Composer', 'Editor'];

type Credits = MovieDetails['credits'];

function keyCrew(crew: Credits['crew']) {
  const seen = new Set<string>();
  return crew
    .filter((member) => KEY_JOBS.includes(member.job))
    .sort((a, b) => KEY_JOBS.indexOf(a.job) - KEY_JOBS.indexOf(b.job))
    .filter((member) => {
      const key = `${member.id}:${member.job}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function PersonCard({ id, name, role, photo }: { id: number; name: string; role: string; photo: string | null }) {
  return (
    <li>
      <Link to={`/person/${id}`} className={styles.person}>
        <span className={styles.photo}>{photo ? <img src={photo} alt="" loading="lazy" /> : <span aria-hidden="true">{name.charAt(0)}</span>}</span>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{role}</span>
      </Link>
    </li>
  );
}

export function CastAndCrew({ credits }: { credits: Credits }) {
  const cast = [...credits.cast].sort((a, b) => a.order - b.order).slice(0, TOP_CAST);
  const crew = keyCrew(credits.crew);
  if (cast.length === 0 && crew.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="cast-crew-heading">
      <h2 id="cast-crew-heading">Cast &amp; Crew</h2>
      {cast.length > 0 && (
        <>
          <h3 className={styles.subheading}>Top Cast</h3>
          <ul className={styles.grid}>
            {cast.map((member) => (
              <PersonCard key={`${member.id}:${member.character}`} id={member.id} name={member.name} role={member.character} photo={member.profileUrl} />
            ))}
          </ul>
        </>
      )}
      {crew.length > 0 && (
        <>
          <h3 className={styles.subheading}>Key Crew</h3>
          <ul className={styles.grid}>
            {crew.map((member) => (
              <PersonCard key={`${member.id}:${member.job}`} id={member.id} name={member.name} role={member.job} photo={member.profileUrl} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
