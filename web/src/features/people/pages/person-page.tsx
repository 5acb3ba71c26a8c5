import type { Person } from '@shared/api/routes/movies';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePerson } from '../api/people';
import styles from './person-page.module.css';
import { Poster } from '../../../components/poster';
import { formatCalendarDate } from '../../../lib/format-time';

function Credit({ credit }: { credit: Person['knownFor'][number] }) {
  const body = (
    <>
      <Poster src={credit.posterUrl} className={styles.creditPoster} />
      <span className={styles.creditTitle}>{credit.title}</span>
      <span className={styles.creditRole}>
        {[credit.character ?? credit.job, credit.releaseDate.slice(0, 4)].filter(Boolean).join(' · ')}
        {credit.mediaType === 'tv' && ' · TV'}
      </span>
    </>
  );
  // Only movie credits lead somewhere: the product has no pages for shows.
  return credit.mediaType === 'movie' ? (
    <Link to={`/movies/${credit.id}`} className={styles.credit}>
      {body}
    </Link>
  ) : (
    <div className={styles.credit}>{body}</div>
  );
}

export default function PersonPage() {
  const { id } = useParams();
  const personId = Number(id);
  const validId = Number.isSafeInteger(personId) && personId > 0 ? personId : null;
  const { data: person, error, isLoading } = usePerson(validId);

  useEffect(() => {
    if (error) console.error('Failed to load person', error);
  }, [error]);

  if (!validId || error) {
    return (
      <main className={styles.page}>
        <EmptyState headingLevel={1} title="Person Not Found" action={<Link to="/movies">Browse Movies</Link>} />
      </main>
    );
  }
  if (isLoading || !person) {
    return (
      <main className={styles.page} aria-busy="true" aria-label="Loading person">
        <Skeleton height="360px" width="240px" radius="var(--radius-md)" />
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.layout}>
        <h1 className={styles.name}>{person.name}</h1>
        <aside className={styles.aside}>
          <div className={styles.photo}>
            {person.profileUrl ? <img src={person.profileUrl} alt={person.name} /> : <span aria-hidden="true">{person.name.charAt(0)}</span>}
          </div>
          <dl className={styles.facts}>
            {person.knownForDepartment && (
              <>
                <dt>Department</dt>
                <dd>{person.knownForDepartment}</dd>
              </>
            )}
            {person.birthday && (
              <>
                <dt>Birthday</dt>
                <dd>{formatCalendarDate(person.birthday)}</dd>
              </>
            )}
            {person.placeOfBirth && (
              <>
                <dt>Place of Birth</dt>
                <dd>{person.placeOfBirth}</dd>
              </>
            )}
            {person.alsoKnownAs.length > 0 && (
              <>
                <dt>Also Known As</dt>
                {person.alsoKnownAs.map((name) => (
                  <dd key={name}>{name}</dd>
                ))}
              </>
            )}
          </dl>
        </aside>
        <div className={styles.main}>
          <section aria-labelledby="biography-heading">
            <h2 id="biography-heading">Biography</h2>
            {person.biography ? (
              person.biography.split(/\n+/).map((paragraph, i) => <p key={i}>{paragraph}</p>)
            ) : (
              <p className={styles.muted}>We don't have a biography for {person.name}.</p>
            )}
          </section>
          {person.knownFor.length > 0 && (
            <section aria-labelledby="known-for-heading">
              <h2 id="known-for-heading">Known For</h2>
              <ul className={styles.credits}>
                {person.knownFor.map((credit) => (
                  <li key={`${credit.mediaType}:${credit.id}`}>
                    <Credit credit={credit} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </main>
  );
}
