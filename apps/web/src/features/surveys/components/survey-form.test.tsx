import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUiLanguage } from '@praktika/contracts/common';
import { latinLeftovers } from '@praktika/contracts/script';
import type { TAnswers, TAnswerValue, TQuestionWrite } from '@praktika/contracts/surveys';
import i18n from '../../../app/i18n.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { MATRIX_LIST_QUERY, QuestionView } from './question-view.tsx';
import { SurveyForm } from './survey-form.tsx';
import { KEYS, everyType } from '../test/fixtures.ts';

const byKey = (key: string) => everyType.find((q) => q.key === key)!;

function Harness({
  question,
  language = 'en',
  error,
  onValue,
}: {
  question: TQuestionWrite;
  language?: TUiLanguage;
  error?: string;
  onValue?: (v: TAnswerValue | undefined) => void;
}) {
  const [value, setValue] = useState<TAnswerValue | undefined>(undefined);
  return (
    <QuestionView
      question={question}
      value={value}
      language={language}
      error={error}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

const realMatchMedia = window.matchMedia;
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('QuestionView', () => {
  it('TEXT: a labelled text area with hints, a counter and the error tied to it', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    renderShared(<Harness question={byKey(KEYS.text)} error="Too short!" onValue={onValue} />);
    const box = screen.getByRole('textbox', { name: 'What do you expect' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Between 10 and 200 characters. Too short! Characters: 0 / 200');
    await user.type(box, 'Learn');
    expect(onValue).toHaveBeenLastCalledWith('Learn');
    expect(screen.getByText('Characters: 5 / 200')).toBeInTheDocument();
    await user.clear(box);
    expect(onValue).toHaveBeenLastCalledWith(undefined);
  });

  it('TEXT: a single line when not a text area', () => {
    renderShared(<Harness question={byKey(KEYS.followUp)} />);
    const box = screen.getByRole('textbox', { name: /Where did you work/ });
    expect(box.tagName).toBe('INPUT');
    expect(screen.getByText('Characters: 0')).toBeInTheDocument();
  });

  it("YES_NO: the set's own labels as radio buttons in a fieldset, required announced", async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    renderShared(<Harness question={byKey(KEYS.yesNo)} onValue={onValue} />);
    const group = screen.getByRole('group', { name: 'Have you worked before (required)' });
    await user.click(within(group).getByRole('radio', { name: 'No, never' }));
    expect(onValue).toHaveBeenLastCalledWith(false);
    await user.click(within(group).getByRole('radio', { name: 'Yes, I have' }));
    expect(onValue).toHaveBeenLastCalledWith(true);
  });

  it('CHECKBOX: choices in order, the limits as a hint, "Other" with its text', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    renderShared(<Harness question={byKey(KEYS.checkbox)} onValue={onValue} />);
    const group = screen.getByRole('group', { name: 'Which skills' });
    expect(group).toHaveAccessibleDescription('Choose from 1 to 2.');
    await user.click(within(group).getByRole('checkbox', { name: 'Design' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Writing' }));
    expect(onValue).toHaveBeenLastCalledWith({ choices: ['c1', 'c3'] });
    await user.click(within(group).getByRole('checkbox', { name: 'Other' }));
    await user.type(within(group).getByRole('textbox', { name: 'Other (please specify)' }), 'Sales');
    expect(onValue).toHaveBeenLastCalledWith({ choices: ['c1', 'c3'], other: 'Sales' });
    await user.click(within(group).getByRole('checkbox', { name: 'Other' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Writing' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Design' }));
    expect(onValue).toHaveBeenLastCalledWith(undefined);
  });

  it('RATING: a radio group 1..range', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    renderShared(<Harness question={byKey(KEYS.rating)} onValue={onValue} />);
    const group = screen.getByRole('group', { name: 'How confident are you' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(group).toHaveAccessibleDescription('1 is the lowest and 7 the highest.');
    await user.click(within(group).getByRole('radio', { name: '6' }).closest('label')!);
    expect(onValue).toHaveBeenLastCalledWith(6);
  });

  it('MATRIX: a table of radio groups on wide screens', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    renderShared(<Harness question={byKey(KEYS.matrix)} onValue={onValue} />);
    const table = screen.getByTestId('matrix-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Weak', 'Fair', 'Strong']);
    await user.click(screen.getByRole('radio', { name: 'Teamwork: Strong' }));
    await user.click(screen.getByRole('radio', { name: 'Deadlines: Weak' }));
    expect(onValue).toHaveBeenLastCalledWith({ o1: 'm3', o2: 'm1' });
  });

  it('MATRIX: a list of groups, one per row, on a phone', async () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === MATRIX_LIST_QUERY,
    })) as typeof window.matchMedia;
    const onValue = vi.fn();
    const user = userEvent.setup();
    renderShared(<Harness question={byKey(KEYS.matrix)} onValue={onValue} />);
    expect(screen.queryByTestId('matrix-table')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByTestId('matrix-list');
    const row = within(list).getByRole('group', { name: 'Deadlines' });
    await user.click(within(row).getByRole('radio', { name: 'Fair' }));
    expect(onValue).toHaveBeenLastCalledWith({ o2: 'm2' });
  });

  it('SECTION: a heading; texts follow the given language, not the UI', () => {
    renderShared(
      <>
        <Harness question={byKey(KEYS.section)} language="sr" />
        <Harness question={byKey(KEYS.checkbox)} language="sr" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About you (sr)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Drugo' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which skills (sr)' })).toHaveAccessibleDescription(
      'Izaberite od 1 do 2.',
    );
  });

  it('in Cyrillic (sr-Cyrl): the Serbian texts of the set and the form’s own words, transliterated', async () => {
    await i18n.changeLanguage('sr-Cyrl');
    const skills = byKey(KEYS.checkbox);
    const question = {
      ...skills,
      title: { ...skills.title, sr: 'Koje veštine želite da razvijete' },
    } as TQuestionWrite;
    renderShared(<Harness question={question} language="sr-Cyrl" />);
    const group = screen.getByRole('group', { name: 'Које вештине желите да развијете' });
    expect(group).toHaveAccessibleDescription('Изаберите од 1 до 2.');
    expect(within(group).getByRole('checkbox', { name: 'Друго' })).toBeInTheDocument();
    // every choice is the Serbian label in Cyrillic, none left in Latin
    for (const box of within(group).getAllByRole('checkbox')) {
      const name = box.closest('label')?.textContent ?? '';
      expect(latinLeftovers(name)).toEqual([]);
    }
  });
});

describe('SurveyForm', () => {
  it('shows and hides a conditional question live, and drops the answer it hid', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderShared(<SurveyForm questions={everyType} language="en" onChange={onChange} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: /Where did you work/ })).toBeNull();
    const yesNo = screen.getByRole('group', { name: /Have you worked before/ });
    await user.click(within(yesNo).getByRole('radio', { name: 'Yes, I have' }));
    await user.type(screen.getByRole('textbox', { name: /Where did you work/ }), 'Shop');
    expect(onChange).toHaveBeenLastCalledWith({ [KEYS.yesNo]: true, [KEYS.followUp]: 'Shop' });
    await user.click(within(yesNo).getByRole('radio', { name: 'No, never' }));
    expect(screen.queryByRole('textbox', { name: /Where did you work/ })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ [KEYS.yesNo]: false });
  });

  it('refuses invalid answers with messages on the questions, focuses the first, then submits valid ones', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderShared(<SurveyForm questions={everyType} language="en" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'What do you expect' }), 'Short');
    const skills = screen.getByRole('group', { name: 'Which skills' });
    for (const c of ['Writing', 'Coding', 'Design'])
      await user.click(within(skills).getByRole('checkbox', { name: c }));
    await user.click(screen.getByRole('radio', { name: 'Teamwork: Fair' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const text = screen.getByRole('textbox', { name: 'What do you expect' });
    expect(text).toHaveAccessibleDescription(
      expect.stringContaining('Please write at least 10 characters.') as unknown as string,
    );
    expect(screen.getByRole('group', { name: /Have you worked before/ })).toHaveAccessibleDescription(
      'Please answer this question.',
    );
    expect(skills).toHaveAccessibleDescription('Choose from 1 to 2. Please choose at most 2.');
    expect(screen.getByRole('group', { name: /Rate each area/ })).toHaveAccessibleDescription(
      'Please choose an answer in every row.',
    );
    expect(
      screen.getByText('Some answers need your attention (4). They are marked below.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(text).toHaveFocus());

    // fixing them clears the messages live
    await user.type(text, ' and more');
    expect(text).not.toHaveAttribute('aria-invalid');
    await user.click(within(skills).getByRole('checkbox', { name: 'Design' }));
    await user.click(screen.getByRole('radio', { name: 'Yes, I have' }));
    await user.click(screen.getByRole('radio', { name: 'Deadlines: Strong' }));
    expect(screen.getByRole('textbox', { name: /Where did you work/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(onSubmit).not.toHaveBeenCalled(); // the follow-up became required
    await user.type(screen.getByRole('textbox', { name: /Where did you work/ }), 'Bakery');
    await user.click(screen.getByRole('radio', { name: '5' }).closest('label')!);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(onSubmit).toHaveBeenCalledWith({
      [KEYS.text]: 'Short and more',
      [KEYS.checkbox]: { choices: ['c1', 'c2'] },
      [KEYS.yesNo]: true,
      [KEYS.matrix]: { o1: 'm2', o2: 'm3' },
      [KEYS.followUp]: 'Bakery',
      [KEYS.rating]: 5,
    } satisfies TAnswers);
  }, 90_000);

  it('marks the required questions and says what the star means', () => {
    renderShared(<SurveyForm questions={everyType} language="en" onSubmit={vi.fn()} />);
    expect(screen.getByTestId('required-note')).toHaveTextContent('Questions marked with * are required.');
    expect(screen.getByRole('group', { name: 'Have you worked before (required)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rate each area (required)' })).toBeInTheDocument();
    // optional ones carry no mark
    expect(screen.getByRole('group', { name: 'Which skills' })).toBeInTheDocument();
  });

  it('refuses an empty submission locally, in the respondent language, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderShared(<SurveyForm questions={everyType} language="sr" onSubmit={onSubmit} />);
    expect(screen.getByTestId('required-note')).toHaveTextContent('Pitanja označena sa * su obavezna.');
    await user.click(screen.getByRole('button', { name: 'Pošalji odgovore' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        'Još niste ništa odgovorili. Molimo vas da odgovorite na bar jedno pitanje pre slanja.',
      ),
    ).toBeInTheDocument();
    // the required ones are marked on their questions, the optional ones are not
    expect(screen.getByRole('group', { name: /Have you worked before/ })).toHaveAccessibleDescription(
      'Molimo odgovorite na ovo pitanje.',
    );
    expect(screen.getByRole('group', { name: /Which skills/ })).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an empty submission when every question is optional, then sends one answer', async () => {
    const optional = everyType.map((q) => ({ ...q, required: false }));
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderShared(<SurveyForm questions={optional} language="en" onSubmit={onSubmit} />);
    expect(screen.queryByTestId('required-note')).toBeNull();
    // a blank text is no answer
    await user.type(screen.getByRole('textbox', { name: 'What do you expect' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText('Nothing is answered yet. Please answer at least one question before submitting.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Teamwork: Fair' }));
    expect(screen.queryByText(/Nothing is answered yet/)).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'What do you expect' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(onSubmit).toHaveBeenCalledWith({ [KEYS.matrix]: { o1: 'm2' } });
  });

  it('shows the server refusing an empty submission above the questions', () => {
    renderShared(
      <SurveyForm
        questions={everyType}
        language="en"
        serverIssues={[
          { path: ['answers'], issue: 'answerEmpty' },
          { path: ['answers', KEYS.text], issue: 'answerEmpty' },
        ]}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText(/Nothing is answered yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What do you expect' })).not.toHaveAttribute('aria-invalid');
  });

  it('starts from saved answers and shows server issues on their questions', () => {
    renderShared(
      <SurveyForm
        questions={everyType}
        language="en"
        initialAnswers={{ [KEYS.yesNo]: true, [KEYS.followUp]: 'Bakery' }}
        serverIssues={[{ path: ['answers', KEYS.followUp], issue: 'answerType' }]}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: /Where did you work/ })).toHaveValue('Bakery');
    expect(screen.getByRole('radio', { name: 'Yes, I have' })).toBeChecked();
    expect(screen.getByText('This answer is not valid.')).toBeInTheDocument();
  });
});
