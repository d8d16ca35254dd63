import { type Job, jobSectionTitles } from '@ardena/content';
import { Text } from '@ardena/ui';
import { JobMetaIsland } from '../../islands/job-meta.island';
import * as layout from '../../layout.css';
import { ActionButton } from './Actions';
import { Page, PageBlock, PageHeader } from './Page';

/** A job advert: meta line, apply-by-mail at top and bottom, and the four fixed sections. */
export function JobPage({ job }: { job: Job }) {
  const sections = (['about', 'responsibilities', 'requiredSkills', 'whatWeOffer'] as const).map((key) => ({
    key,
    title: jobSectionTitles[key],
    items: job[key],
  }));
  return (
    <Page>
      <PageHeader hero={{ title: job.title, lead: job.summary }} back={job.back}>
        <JobMetaIsland department={job.department} location={job.location} type={job.type} posted={job.posted} />
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
