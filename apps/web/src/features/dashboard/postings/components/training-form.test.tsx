import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTraining } from '@praktika/contracts/opportunities';
import i18n from '../../../../app/i18n.ts';
import { answerWith, catalogueLists, fakeToken, ok, stubFetch } from '../../../../../test/helpers.tsx';
import { saveSession } from '../../../../shared/lib/session.ts';
import { renderShared } from '../../../../shared/test/render.tsx';
import { TrainingForm } from './training-form.tsx';

const BIZ = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e61';
const ref = (id: string, en: string) => ({ _id: id, enName: en, sqName: en, srName: en });

const training = (over: Partial<TTraining> = {}): TTraining => ({
  _id: '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e62',
  name: 'Spreadsheets for beginners',
  description: '<p>Formulas and charts</p>',
  deadline: '2026-04-10',
  originalDeadline: '2026-04-10',
  categories: [ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e63', 'IT')],
  skills: [ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e64', 'Excel')],
  municipality: ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e65', 'Prishtinë'),
  language: 'sq',
  files: ['CV'],
  business: { _id: BIZ, businessName: 'Acme', email: 'acme@example.com', businessLogo: null },
  status: 'ACTIVE',
  recruitmentOpen: true,
  acceptedCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
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
});
