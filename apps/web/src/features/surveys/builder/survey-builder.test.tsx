import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TQuestionSetWrite, TQuestionWrite, TSurveyType } from '@praktika/contracts/surveys';
import i18n from '../../../app/i18n.ts';
import {
  fail,
  fakeToken,
  ok,
  stubFetch,
  type StubAnswer,
  type StubbedCall,
} from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { KEYS, everyType, questionsAnswer, stored, tri } from '../test/fixtures.ts';
import { SurveyBuilderPage } from './survey-builder-page.tsx';

type User = ReturnType<typeof userEvent.setup>;
const path = (url: string) => new URL(url, 'http://x').pathname;
const typeOf = (url: string) => new URL(url, 'http://x').searchParams.get('surveyType') as TSurveyType;

/** Deterministic keys: uuid n has its own first 8 characters (choice ids are those). */
let uuid = 0;
const nextUuid = () => `${(++uuid).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000` as const;

/** A stub for GET/PUT /api/questions: `sets` per type; the PUT answers the stored set as a new version. */
function stubQuestions(
  sets: Partial<Record<TSurveyType, TQuestionWrite[]>>,
  opts: { answerCount?: number; put?: (body: TQuestionSetWrite) => StubAnswer | undefined } = {},
) {
  return stubFetch((url, init) => {
    if (path(url) !== '/api/questions') return undefined;
    if ((init?.method ?? 'GET') === 'GET') {
      const type = typeOf(url);
      return ok(questionsAnswer(type, sets[type] ?? [], { version: 2, answerCount: opts.answerCount ?? 0 }));
    }
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as TQuestionSetWrite;
      const custom = opts.put?.(body);
      if (custom) return custom;
      return ok({
        questions: {
          surveyType: body.surveyType,
          version: 3,
          publishedAt: '2026-11-25T10:00:00.000Z',
          answerCount: 0,
          questions: stored(body.questions),
        },
      });
    }
    return undefined;
  });
}

const puts = (calls: StubbedCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const cards = () => screen.getAllByTestId('question');
const card = (i: number) => cards()[i]!;

/** Fills a three-language field group: inputs labelled "<label> (Albanian|Serbian|English)". */
function fillTri(scope: HTMLElement, label: string, en: string) {
  fill(within(scope).getByLabelText(`${label} (Albanian)`), `${en} (sq)`);
  fill(within(scope).getByLabelText(`${label} (Serbian)`), `${en} (sr)`);
  fill(within(scope).getByLabelText(`${label} (English)`), en);
}

async function pick(user: User, combobox: HTMLElement, label: string) {
  await user.click(combobox);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === label || o.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  await user.click(option);
}
/** The option texts an open select offers. */
const optionTexts = () =>
  [
    ...document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((o) => o.textContent);

/** jsdom has no layout: each question 90px tall, one every 100px (for dragging). */
function layOutQuestions() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const li = this.closest('[data-testid="question"]');
    const i = li ? [...li.parentElement!.children].indexOf(li) : 0;
    return DOMRect.fromRect({ x: 0, y: i * 100, width: 600, height: li ? 90 : 0 });
  });
}

async function renderBuilder(url = '/dashboard/survey') {
  renderShared(<SurveyBuilderPage />, url);
  await screen.findByRole('heading', { name: 'Survey builder' });
}

/** The builder on a pre-internship set with one question of every type, its questions shown; the stubbed calls. */
async function openEveryType() {
  const calls = stubQuestions({ PRE: everyType });
  await renderBuilder();
  await screen.findAllByTestId('question');
  return calls;
}

beforeEach(async () => {
  uuid = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(nextUuid);
  await i18n.changeLanguage('en');
  saveSession(fakeToken({ role: 'admin', id: '0c1d2e3f-4a5b-4c6d-8e7f-000000000001' }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('survey builder', () => {
  it('adds a question of every type and publishes exactly what was built', async () => {
    const calls = stubQuestions({ PRE: [] }, { answerCount: 14 });
    const user = userEvent.setup();
    await renderBuilder();
    expect(
      await screen.findByText('This survey has no questions yet. Add the first one below.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('publish-note')).toHaveTextContent(
      'Publishing will create version 3, because version 2 has 14 answers.',
    );
    const add = screen.getByRole('group', { name: 'Add a question' });

    await user.click(within(add).getByRole('button', { name: 'Text' }));
    // the new question is open, its title focused
    await waitFor(() => expect(within(card(0)).getByLabelText('Question (English)')).toHaveFocus());
    fillTri(card(0), 'Question', 'Your goals');
    await user.click(within(card(0)).getByRole('switch', { name: 'Long answer (several lines)' }));
    fill(within(card(0)).getByLabelText('Maximum characters'), '300');

    await user.click(within(add).getByRole('button', { name: 'Yes/No' }));
    fillTri(card(1), 'Question', 'Worked before');
    // new questions are required; the admin unticks this one
    const required = within(card(1)).getByRole('switch', { name: 'Required' });
    expect(required).toBeChecked();
    await user.click(required);
    expect(required).not.toBeChecked();

    await user.click(within(add).getByRole('button', { name: 'Checkboxes' }));
    fillTri(card(2), 'Question', 'Skills');
    fillTri(card(2), 'Choice 1', 'Writing');
    await user.click(within(card(2)).getByRole('button', { name: 'Add a choice' }));
    fillTri(card(2), 'Choice 2', 'Coding');
    fill(within(card(2)).getByLabelText('Maximum choices'), '2');
    await user.click(within(card(2)).getByRole('switch', { name: 'Offer “Other” with a free text' }));

    await user.click(within(add).getByRole('button', { name: 'Rating' }));
    fillTri(card(3), 'Question', 'Confidence');

    await user.click(within(add).getByRole('button', { name: 'Matrix' }));
    fillTri(card(4), 'Question', 'Areas');
    fillTri(card(4), 'Row 1', 'Teamwork');
    fillTri(card(4), 'Column 1', 'Weak');
    await user.click(within(card(4)).getByRole('button', { name: 'Add a column' }));
    fillTri(card(4), 'Column 2', 'Strong');

    await user.click(within(add).getByRole('button', { name: 'Section' }));
    fillTri(card(5), 'Section title', 'The end');
    // a condition on the yes/no (the only earlier question with values besides the checkbox and rating)
    await pick(user, within(card(5)).getByLabelText('Show only when this question'), '2. Worked before');
    await pick(user, within(card(5)).getByLabelText('has this answer'), 'Yes');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Version 3 is published.');
    const none = { condition: null, linkedPreKey: null };
    const k = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
    expect(puts(calls)).toEqual([
      {
        surveyType: 'PRE',
        questions: [
          {
            ...none,
            key: k(1),
            type: 'TEXT',
            title: tri('Your goals'),
            required: true,
            minChars: null,
            maxChars: 300,
            textarea: true,
          },
          {
            ...none,
            key: k(2),
            type: 'YES_NO',
            title: tri('Worked before'),
            required: false,
            yesLabel: { sq: 'Po', sr: 'Da', en: 'Yes' },
            noLabel: { sq: 'Jo', sr: 'Ne', en: 'No' },
          },
          {
            ...none,
            key: k(3),
            type: 'CHECKBOX',
            title: tri('Skills'),
            required: true,
            choices: [
              { id: k(4).slice(0, 8), label: tri('Writing') },
              { id: k(5).slice(0, 8), label: tri('Coding') },
            ],
            minChoices: null,
            maxChoices: 2,
            other: true,
          },
          { ...none, key: k(6), type: 'RATING', title: tri('Confidence'), required: true, range: 5 },
          {
            ...none,
            key: k(7),
            type: 'MATRIX',
            title: tri('Areas'),
            required: true,
            options: [{ id: k(8).slice(0, 8), label: tri('Teamwork') }],
            choices: [
              { id: k(9).slice(0, 8), label: tri('Weak') },
              { id: k(10).slice(0, 8), label: tri('Strong') },
            ],
          },
          {
            key: k(11),
            type: 'SECTION',
            title: tri('The end'),
            required: false,
            condition: { questionKey: k(2), value: 'yes' },
            linkedPreKey: null,
          },
        ],
      },
    ]);
    // published: nothing left unpublished
    expect(screen.queryByText('Unpublished changes')).toBeNull();
    // (antd's loading icon leaves with an animation jsdom never ends: the name may keep "loading")
    await waitFor(() => expect(screen.getByRole('button', { name: /Publish$/ })).toBeDisabled());
  }, 120_000);

  it('shows each builder rule on its field and refuses to publish while any is left', async () => {
    const withLimits = everyType.map((q) =>
      q.type === 'CHECKBOX' ? { ...q, minChoices: null, maxChoices: null } : q,
    );
    const calls = stubQuestions({ PRE: withLimits });
    const user = userEvent.setup();
    await renderBuilder();
    await screen.findAllByTestId('question');
    const open = async (i: number) => user.click(within(card(i)).getByRole('button', { name: /^Edit / }));

    // duplicate choice text, min > max (checkbox)
    await open(3);
    const skills = within(card(3));
    fill(skills.getByLabelText('Choice 2 (English)'), 'writing ');
    expect(skills.getByLabelText('Choice 2 (English)')).toHaveAccessibleDescription(
      'This text is already used by another choice of this question.',
    );
    fill(skills.getByLabelText('Minimum choices'), '3');
    fill(skills.getByLabelText('Maximum choices'), '2');
    expect(skills.getByLabelText('Minimum choices')).toHaveAccessibleDescription(
      'The minimum is greater than the maximum, or the maximum is more than there are choices.',
    );
    // rating range
    await open(4);
    fill(within(card(4)).getByLabelText('Rating range (5 to 10)'), '11');
    expect(within(card(4)).getByLabelText('Rating range (5 to 10)')).toHaveAccessibleDescription(
      'The range must be from 5 to 10.',
    );
    // a matrix without rows
    await open(5);
    await user.click(within(card(5)).getByRole('button', { name: 'Remove Row 2' }));
    await user.click(within(card(5)).getByRole('button', { name: 'Remove Row 1' }));
    expect(within(card(5)).getByRole('button', { name: 'Add a row' })).toHaveAccessibleDescription(
      'Add at least one row.',
    );
    // a condition moved above its parent
    await user.click(screen.getByRole('button', { name: 'Move 7. Where did you work up' }));
    await user.click(screen.getByRole('button', { name: 'Move 6. Where did you work up' }));
    await user.click(screen.getByRole('button', { name: 'Move 5. Where did you work up' }));
    await user.click(screen.getByRole('button', { name: 'Move 4. Where did you work up' }));
    await user.click(within(card(2)).getByRole('button', { name: /^Edit / }));
    expect(within(card(2)).getByLabelText('Show only when this question')).toHaveAccessibleDescription(
      'The condition must name an earlier question. Move this question below the one it depends on, or pick another.',
    );
    // an emptied title: "required" shows once publishing is tried
    fill(await openAndGet(user, 1), '');
    expect(within(card(1)).getByLabelText('Question (Serbian)')).not.toHaveAccessibleDescription(
      'This field is required.',
    );

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fix 6 problems before publishing.');
    expect(within(card(1)).getByLabelText('Question (Serbian)')).toHaveAccessibleDescription(
      'This field is required.',
    );
    // the first problem in page order is focused
    await waitFor(() => expect(within(card(1)).getByLabelText('Question (Serbian)')).toHaveFocus());
    expect(puts(calls)).toEqual([]);
  }, 120_000);

  it("puts the server's details on the same fields", async () => {
    const calls = stubQuestions(
      { PRE: everyType },
      {
        put: () =>
          fail(400, 'VALIDATION_ERROR', 'Invalid', [
            { field: 'questions.3.choices.1.label.sq', issue: 'duplicate' },
            { field: 'questions.6.condition.value', issue: 'conditionValue' },
          ]),
      },
    );
    const user = userEvent.setup();
    await renderBuilder();
    await screen.findAllByTestId('question');
    await user.click(screen.getByRole('button', { name: 'Move 2. What do you expect down' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(await within(card(3)).findByLabelText('Choice 2 (Albanian)')).toHaveAccessibleDescription(
      'This text is already used by another choice of this question.',
    );
    expect(within(card(6)).getByLabelText('has this answer')).toHaveAccessibleDescription(
      'Pick one of the answers the chosen question can take.',
    );
  }, 60_000);

  it('links a post question only to a question of the current pre set', async () => {
    const post: TQuestionWrite[] = [
      { ...everyType[4]!, key: '7c0d0e0f-0000-4000-8000-000000000001', linkedPreKey: KEYS.rating },
      {
        ...everyType[2]!,
        key: '7c0d0e0f-0000-4000-8000-000000000002',
        linkedPreKey: 'ffffffff-0000-4000-8000-000000000000',
      },
    ];
    stubQuestions({ PRE: everyType, POST: post });
    const user = userEvent.setup();
    await renderBuilder('/dashboard/survey?type=post');
    await screen.findAllByTestId('question');
    await user.click(within(card(1)).getByRole('button', { name: /^Edit / }));
    expect(
      within(card(1)).getByLabelText('Compare with a pre-internship question'),
    ).toHaveAccessibleDescription(
      'Pick a question of the current pre-internship survey (links are only for post-internship questions).',
    );
    await user.click(within(card(0)).getByRole('button', { name: /^Edit / }));
    await user.click(within(card(0)).getByLabelText('Compare with a pre-internship question'));
    await waitFor(() => expect(optionTexts()).toContain('5. How confident are you (Rating)'));
    // sections are not offered
    expect(optionTexts().some((o) => o?.includes('About you'))).toBe(false);
  }, 60_000);

  it('asks before changing a question type, then makes it a new question', async () => {
    const user = userEvent.setup();
    const calls = await openEveryType();
    await user.click(within(card(2)).getByRole('button', { name: /^Edit / }));
    await pick(user, within(card(2)).getByLabelText('Question type'), 'Rating');
    let dialog = await screen.findByRole('dialog', { name: 'Change the type of 3. Have you worked before?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(card(2)).getByLabelText('Label for yes (English)')).toBeInTheDocument();

    await pick(user, within(card(2)).getByLabelText('Question type'), 'Rating');
    dialog = await screen.findByRole('dialog', { name: 'Change the type of 3. Have you worked before?' });
    expect(dialog).toHaveTextContent('Its settings (choices, limits, labels) are lost');
    await user.click(within(dialog).getByRole('button', { name: 'Change the type' }));
    expect(await within(card(2)).findByLabelText('Rating range (5 to 10)')).toHaveValue('5');
    expect(within(card(2)).queryByLabelText('Label for yes (English)')).toBeNull();
    // the follow-up's condition named the old question: the rule says so
    await user.click(within(card(6)).getByRole('button', { name: /^Edit / }));
    expect(within(card(6)).getByLabelText('Show only when this question')).toHaveAccessibleDescription(
      /earlier question/,
    );
    await user.click(within(card(6)).getByRole('button', { name: 'Delete 7. Where did you work' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = puts(calls)[0] as TQuestionSetWrite;
    expect(body.questions).toHaveLength(6);
    expect(body.questions[2]).toEqual({
      key: '00000001-0000-4000-8000-000000000000',
      type: 'RATING',
      title: tri('Have you worked before'),
      required: true,
      condition: null,
      linkedPreKey: null,
      range: 5,
    });
  }, 60_000);

  it('reorders by keyboard: focus follows the question and the move is announced', async () => {
    const user = userEvent.setup();
    await openEveryType();
    await user.click(screen.getByRole('button', { name: 'Move 4. Which skills down' }));
    expect(screen.getByTestId('announcement')).toHaveTextContent('Moved to position 5 of 7');
    expect(within(card(4)).getByText('5. Which skills')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move 5. Which skills down' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('announcement')).toHaveTextContent('Moved to position 7 of 7');
    // at the end, focus goes to "up"
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move 7. Which skills up' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Move 7. Which skills down' })).toBeDisabled();
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
  }, 60_000);

  it('drags a question by its handle with the keyboard, announced in the UI language', async () => {
    layOutQuestions();
    const user = userEvent.setup();
    await openEveryType();
    const handle = screen.getByRole('button', { name: 'Drag 4. Which skills to another position' });
    expect(handle).toHaveAttribute('aria-roledescription', 'movable question');
    expect(handle).toHaveAccessibleDescription(/To pick up a question, press space or enter/);
    handle.focus();
    await user.keyboard('[Space]');
    await screen.findByText('Picked up Which skills, at position 4 of 7.');
    await user.keyboard('[ArrowDown]');
    await screen.findByText('Which skills is over position 5 of 7.');
    await user.keyboard('[Space]');
    await screen.findByText('Which skills dropped at position 5 of 7.');
    await waitFor(() => expect(within(card(4)).getByText('5. Which skills')).toBeInTheDocument());
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
    // escape puts it back
    const moved = screen.getByRole('button', { name: 'Drag 5. Which skills to another position' });
    moved.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Escape]');
    await screen.findByText('Moving cancelled: Which skills stays at position 5 of 7.');
    expect(within(card(4)).getByText('5. Which skills')).toBeInTheDocument();
    // in Serbian
    await i18n.changeLanguage('sr');
    const sr = await screen.findByRole('button', { name: 'Prevucite 5. Which skills (sr) na drugo mesto' });
    expect(sr).toHaveAttribute('aria-roledescription', 'pitanje koje se može pomerati');
    sr.focus();
    await user.keyboard('[Space]');
    await screen.findByText('Podignuto: Which skills (sr), na mestu 5 od 7.');
    await user.keyboard('[Escape]');
  }, 60_000);

  it('drags a question by its handle with a pointer', async () => {
    layOutQuestions();
    await openEveryType();
    const handle = screen.getByRole('button', { name: 'Drag 2. What do you expect to another position' });
    const at = (y: number) => ({ clientX: 10, clientY: y, isPrimary: true, button: 0, pointerId: 1 });
    fireEvent.pointerDown(handle, at(140));
    fireEvent.pointerMove(document, at(160));
    fireEvent.pointerMove(document, at(350));
    fireEvent.pointerUp(document, at(350));
    await waitFor(() => expect(within(card(3)).getByText('4. What do you expect')).toBeInTheDocument());
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
  }, 60_000);

  it('offers only earlier yes/no, checkbox and rating questions as a condition', async () => {
    const user = userEvent.setup();
    await openEveryType();
    await user.click(within(card(6)).getByRole('button', { name: /^Edit / }));
    await user.click(within(card(6)).getByLabelText('Show only when this question'));
    await waitFor(() => expect(optionTexts().length).toBeGreaterThan(0));
    expect(optionTexts()).toEqual([
      '3. Have you worked before',
      '4. Which skills',
      '5. How confident are you',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(card(2)).getByRole('button', { name: /^Edit / }));
    expect(within(card(2)).getByText('No earlier yes/no, checkbox or rating question')).toBeInTheDocument();
  }, 60_000);

  it('previews every type in each language, conditions working', async () => {
    const user = userEvent.setup();
    await openEveryType();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const drawer = await screen.findByRole('dialog', { name: 'Preview: Pre-internship survey' });
    const see = (lang: 'en' | 'sq' | 'sr') => {
      const s = (en: string) => (lang === 'en' ? en : `${en} (${lang})`);
      const escaped = (text: string) => text.replace(/[()]/g, '\\$&');
      expect(within(drawer).getByRole('heading', { name: s('About you') })).toBeInTheDocument();
      expect(within(drawer).getByRole('textbox', { name: s('What do you expect') })).toBeInTheDocument();
      expect(
        within(drawer).getByRole('group', { name: new RegExp(`^${escaped(s('Have you worked before'))}`) }),
      ).toBeInTheDocument();
      expect(within(drawer).getByRole('checkbox', { name: s('Coding') })).toBeInTheDocument();
      expect(within(drawer).getAllByRole('radio', { name: /^[1-7]$/ })).toHaveLength(7);
      expect(
        within(drawer).getByRole('radio', { name: `${s('Teamwork')}: ${s('Strong')}` }),
      ).toBeInTheDocument();
    };
    // each language's texts may arrive a render later on a busy machine
    await waitFor(() => see('en'));
    expect(within(drawer).getByRole('checkbox', { name: 'Other' })).toBeInTheDocument();
    await user.click(within(drawer).getByText('Albanian'));
    await waitFor(() => see('sq'));
    expect(within(drawer).getByRole('checkbox', { name: 'Tjetër' })).toBeInTheDocument();
    await user.click(within(drawer).getByText('Serbian'));
    await waitFor(() => see('sr'));
    expect(within(drawer).getByRole('checkbox', { name: 'Drugo' })).toBeInTheDocument();
    // the UI stays English
    expect(screen.getByRole('heading', { name: 'Survey builder' })).toBeInTheDocument();
    // conditions
    expect(within(drawer).queryByRole('textbox', { name: /Where did you work/ })).toBeNull();
    await user.click(within(drawer).getByRole('radio', { name: 'Da' }));
    expect(
      await within(drawer).findByRole('textbox', { name: /Where did you work \(sr\)/ }),
    ).toBeInTheDocument();
  }, 60_000);

  it('warns before leaving with unpublished changes, also when switching the survey type', async () => {
    const calls = stubQuestions({ PRE: everyType, POST: [] });
    const user = userEvent.setup();
    await renderBuilder('/dashboard/survey?type=pre');
    await screen.findAllByTestId('question');
    await user.click(screen.getByRole('button', { name: 'Move 2. What do you expect down' }));
    await user.click(screen.getByText('Post-internship'));
    let dialog = await screen.findByRole('dialog', { name: 'Leave without publishing?' });
    expect(dialog).toHaveTextContent('Your changes to the Pre-internship survey are not published');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/survey?type=pre');
    expect(within(card(2)).getByText('3. What do you expect')).toBeInTheDocument();

    await user.click(screen.getByText('Post-internship'));
    dialog = await screen.findByRole('dialog', { name: 'Leave without publishing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/survey?type=post'),
    );
    expect(
      await screen.findByText('This survey has no questions yet. Add the first one below.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'GET' && typeOf(c.url) === 'POST')).toBe(true);
  }, 60_000);
});

async function openAndGet(user: User, i: number) {
  await user.click(within(card(i)).getByRole('button', { name: /^Edit / }));
  return within(card(i)).getByLabelText('Question (Serbian)');
}
