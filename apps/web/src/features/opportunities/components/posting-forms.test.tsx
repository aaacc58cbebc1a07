import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TJob, TTraining } from '@praktika/contracts/opportunities';
import i18n from '../../../app/i18n.ts';
import { answerWith, catalogueLists, fakeToken, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { JobForm } from './job-form.tsx';
import { TrainingForm } from './training-form.tsx';

const BIZ = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e51';
const ref = (id: string, en: string) => ({ _id: id, enName: en, sqName: en, srName: en });

/** What postings and trainings share, as the API answers them. */
const common = {
  deadline: '2026-04-01',
  originalDeadline: '2026-04-01',
  categories: [ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e53', 'IT')],
  skills: [ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e54', 'React')],
  municipality: ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e55', 'Prishtinë'),
  language: 'sq' as const,
  files: [],
  business: { _id: BIZ, businessName: 'Acme', email: 'acme@example.com', businessLogo: null },
  status: 'ACTIVE' as const,
  recruitmentOpen: true,
  acceptedCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const job = (over: Partial<TJob> = {}): TJob => ({
  ...common,
  _id: '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e52',
  title: 'Junior developer',
  body: '<p>Build things</p>',
  availableSpots: 2,
  lengthOfEngagement: 3,
  training: false,
  trainingType: null,
  trainingLength: null,
  trainingDescription: null,
  ...over,
});

const training = (over: Partial<TTraining> = {}): TTraining => ({
  ...common,
  _id: '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e62',
  name: 'Spreadsheets for beginners',
  description: '<p>Formulas and charts</p>',
  deadline: '2026-04-10',
  originalDeadline: '2026-04-10',
  files: ['CV'],
  spots: 12,
  startDate: '2026-05-04',
  endDate: '2026-05-29',
  ...over,
});

const noop = () => undefined;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  Element.prototype.scrollIntoView = () => undefined;
  saveSession(fakeToken({ role: 'business', id: BIZ }));
});

describe('the internship form', { timeout: 60_000 }, () => {
  it('asks for the training type and length only while "Includes training" is on', async () => {
    stubFetch(catalogueLists());
    const user = userEvent.setup();
    renderShared(<JobForm item={null} onSaved={noop} onCancel={noop} />);
    expect(screen.getByRole('radio', { name: '3 months' })).toBeChecked();
    expect(screen.queryByLabelText('Training type')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Includes training' }));
    expect(await screen.findByLabelText('Training type')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in: Training type')).toBeInTheDocument();
    expect(screen.getByText('Please fill in: Training length (weeks)')).toBeInTheDocument();
    // no organisation field for an organisation: it posts as itself
    expect(screen.queryByLabelText('Organisation')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Includes training' }));
    await waitFor(() => expect(screen.queryByLabelText('Training type')).not.toBeInTheDocument());
    expect(screen.queryByText('Please fill in: Training type')).not.toBeInTheDocument();
  });

  it('shows how far an edited deadline may be pushed; later days are greyed and the picker takes that day', async () => {
    const calls = stubFetch(
      answerWith(catalogueLists(), (url, init) =>
        init?.method === 'PUT' && url.startsWith('/api/jobs/') ? ok({ jobPosting: job() }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderShared(<JobForm item={job({ deadline: '2026-04-10' })} onSaved={noop} onCancel={noop} />);
    expect(
      screen.getByText('You can only push the deadline two weeks: 15/04/2026 at the latest.'),
    ).toBeInTheDocument();
    const deadline = screen.getByLabelText('Application deadline');
    await user.click(deadline);
    const cell = (day: string) => document.querySelector(`td[title="${day}"]`)!;
    await waitFor(() => expect(cell('2026-04-16').querySelector('.pk-day-out')).not.toBeNull());
    expect(cell('2026-04-15').querySelector('.pk-day-out')).toBeNull();
    await user.click(cell('2026-04-15').querySelector('div')!);
    await waitFor(() => expect(deadline).toHaveValue('15/04/2026'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ deadline: '2026-04-15' });
  });

  it.each([
    ['en', 'Application deadline: the date cannot be in the past'],
    ['sq', 'Afati i aplikimit: data nuk mund të jetë në të kaluarën'],
    ['sr', 'Rok za prijavu: datum ne može biti u prošlosti'],
  ])('in %s, a typed past deadline stays in the field and is refused as past', async (lang, message) => {
    await i18n.changeLanguage(lang);
    stubFetch(catalogueLists());
    const user = userEvent.setup();
    renderShared(<JobForm item={null} onSaved={noop} onCancel={noop} />);
    const deadline = screen.getByPlaceholderText('DD/MM/YYYY');
    await user.type(deadline, '02/01/2020');
    await user.tab();
    await waitFor(() => expect(deadline).toHaveValue('02/01/2020'));
    await user.click(screen.getByRole('button', { name: i18n.t('common:actions.save') }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/DD\/MM\/YYYY\)/)).toBeNull();
  });

  it('is read-only with the reason once recruitment has closed', () => {
    stubFetch(catalogueLists());
    renderShared(
      <JobForm item={job({ status: 'EXPIRED', recruitmentOpen: false })} onSaved={noop} onCancel={noop} />,
    );
    expect(screen.getByText(/Recruitment for this posting has closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
  });

  it('lets an admin choose the organisation, and requires it', async () => {
    saveSession(fakeToken({ role: 'admin', id: 'a1' }));
    stubFetch(
      answerWith(catalogueLists(), (url) =>
        url.startsWith('/api/businesses?') ? paged('businesses', []) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderShared(<JobForm item={null} onSaved={noop} onCancel={noop} />);
    expect(await screen.findByLabelText('Organisation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in: Organisation')).toBeInTheDocument();
  });
});

describe('the training form', { timeout: 60_000 }, () => {
  it("edits a training under the training's own names: name, description, spots and its dates", async () => {
    const calls = stubFetch(
      answerWith(catalogueLists(), (url, init) =>
        init?.method === 'PUT' && url.startsWith('/api/trainings/')
          ? ok({ training: training() })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderShared(<TrainingForm item={training()} onSaved={noop} onCancel={noop} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Spreadsheets for beginners');
    expect(
      screen.getByText('You can only push the deadline two weeks: 24/04/2026 at the latest.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('04/05/2026');
    // no organisation field for an organisation, nor the internship's engagement length
    expect(screen.queryByLabelText('Organisation')).not.toBeInTheDocument();
    expect(screen.queryByText('Engagement length')).not.toBeInTheDocument();
    const spots = screen.getByLabelText('Spots');
    await user.clear(spots);
    await user.type(spots, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      name: 'Spreadsheets for beginners',
      description: '<p>Formulas and charts</p>',
      spots: 15,
      deadline: '2026-04-10',
      startDate: '2026-05-04',
      endDate: '2026-05-29',
      language: 'sq',
      files: ['CV'],
    });
  });

  it.each([
    [
      'en',
      'Start date: the start date must be on or before the end date',
      'End date: the end date must be on or after the start date',
    ],
    [
      'sq',
      'Data e fillimit: data e fillimit duhet të jetë në ose para datës së mbarimit',
      'Data e mbarimit: data e mbarimit duhet të jetë në ose pas datës së fillimit',
    ],
    [
      'sr',
      'Datum početka: datum početka mora biti isti ili pre datuma završetka',
      'Datum završetka: datum završetka mora biti isti ili posle datuma početka',
    ],
  ])(
    'in %s, an end before the start is told so on each date, never "in the future"',
    async (lang, start, end) => {
      await i18n.changeLanguage(lang);
      stubFetch(catalogueLists());
      const user = userEvent.setup();
      renderShared(
        <TrainingForm
          item={training({ startDate: '2026-05-29', endDate: '2026-05-04' })}
          onSaved={noop}
          onCancel={noop}
        />,
      );
      await user.click(screen.getByRole('button', { name: i18n.t('common:actions.save') }));
      expect(await screen.findByText(start)).toBeInTheDocument();
      expect(screen.getByText(end)).toBeInTheDocument();
      expect(screen.queryByText(/future|të ardhmen|budućnosti/)).toBeNull();
    },
  );
});
