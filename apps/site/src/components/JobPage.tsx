import { type Job, jobSectionTitles } from '@ardena/content';
import { JobMeta, Text } from '@ardena/ui';
import * as layout from '../layout.css';
import { useNow } from '../useNow';
import { ActionButton } from './Actions';
import { Page, PageBlock, PageHeader } from './Page';

/** A job advert: meta line, apply-by-mail at top and bottom, and the four fixed sections. */
export function JobPage({ job }: { job: Job }) {
  const now = useNow();
  const sections = (['about', 'responsibilities', 'requiredSkills', 'whatWeOffer'] as const).map((key) => ({
    key,
    title: jobSectionTitles[key],
    items: job[key],
  }));
  return (
    <Page>
      {/* "Posted … ago" is prerendered at build time: the opening hydrates as it shows, to say it by today's date. */}
      <PageHeader hero={{ title: job.title, lead: job.summary }} back={job.back}>
        <JobMeta department={job.department} location={job.location} type={job.type} posted={job.posted} now={now} />
        <Text tone="muted">{job.experience} of experience</Text>
        <div>
          <ActionButton action={job.apply} />
        </div>
      </PageHeader>
      {sections.map((section) => (
        <PageBlock key={section.key} id={section.key} title={section.title}>
          {section.key === 'about' ? (
            <div className={layout.prose}>
              {section.items.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </div>
          ) : (
            <ul className={layout.list}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </PageBlock>
      ))}
      <div>
        <ActionButton action={job.apply} />
      </div>
    </Page>
  );
}
