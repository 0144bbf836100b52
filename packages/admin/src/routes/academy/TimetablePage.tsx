import type { AcademyBatchSummary } from '@skatekit/console-contract';
import { Link } from 'react-router';
import { SelectFilter } from '../../ui/ListFilters';
import { Page } from '../../ui/Page';
import { QueryView } from '../../ui/QueryView';
import { useSearchState } from '../../ui/useSearchState';
import { placesOf } from './BatchesPage';
import { useTimetable } from './useAcademy';

function DayColumn({ day, batches }: { day: string; batches: AcademyBatchSummary[] }) {
  return (
    <section className="timetable-day" aria-label={day}>
      <h3>{day}</h3>
      {batches.length === 0 ? (
        <p className="muted">No class</p>
      ) : (
        <ul className="plain-list">
          {batches.map((batch) => (
            <li
              key={batch.id}
              className={`card timetable-slot${batch.seatsLeft === 0 ? ' timetable-full' : ''}`}
            >
              <p className="timetable-time">{`${batch.startTime}–${batch.endTime}`}</p>
              <Link to={`/batches/${encodeURIComponent(batch.id)}`}>{batch.course}</Link>
              <p className="muted">{[batch.coach, batch.level].filter(Boolean).join(' · ')}</p>
              <p>{placesOf(batch)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The week by centre, day and start time, with places left; one centre at a time when one is picked. */
export default function TimetablePage() {
  const timetable = useTimetable();
  const { params } = useSearchState();
  const picked = params.get('centre') ?? '';
  return (
    <Page title="Timetable">
      <QueryView
        query={timetable}
        loading="Loading the timetable"
        isEmpty={(data) => data.batches.length === 0}
        empty="No batches yet: the timetable fills as batches are added."
      >
        {(data) => {
          const centres = data.centres.filter((centre) => !picked || centre === picked);
          return (
            <>
              <div className="filters">
                <div className="filter-row">
                  <SelectFilter
                    label="Centre"
                    param="centre"
                    value={picked || undefined}
                    any="Every centre"
                    options={data.centres.map((centre) => ({ value: centre, label: centre }))}
                  />
                </div>
              </div>
              {centres.map((centre, index) => (
                <section key={centre} className="timetable-centre" aria-labelledby={`centre-${index}`}>
                  <h2 id={`centre-${index}`}>{centre}</h2>
                  <div className="timetable-week">
                    {data.days.map((day) => (
                      <DayColumn
                        key={day}
                        day={day}
                        batches={data.batches
                          .filter((batch) => batch.centre === centre && batch.days.includes(day))
                          .sort((a, b) => a.startTime.localeCompare(b.startTime))}
                      />
                    ))}
                  </div>
                </section>
              ))}
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
