import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, Row } from 'antd';
import { ZEmail } from '@praktika/contracts/auth';
import { ZCatalogueWrite } from '@praktika/contracts/catalogues';
import i18n from '../../app/i18n.ts';
import { ApiError } from '../lib/api-client.ts';
import { renderShared } from '../test/render.tsx';
import { FormFields, GridField, useFieldLabels } from './form-fields.tsx';
import { useContractForm } from './use-contract-form.ts';

/** A contract schema (picked and extended, as forms do) with the admin namespace's labels. */
const schema = ZCatalogueWrite.pick({ sqName: true, enName: true }).extend({ enDescription: ZEmail });
const FIELDS = ['sqName', 'enDescription', 'enName'] as const;

function TestForm({ onSubmit }: { onSubmit: (body: unknown, show: (err: unknown) => void) => void }) {
  const labels = useFieldLabels('admin', FIELDS);
  const f = useContractForm({
    schema,
    labels,
    name: 'probe',
    onSubmit: (body, { showServerError }) => onSubmit(body, showServerError),
  });
  return (
    <Form {...f.formProps}>
      <FormFields labels={f.labels} rules={f.rules}>
        <Row>
          <GridField name="sqName">
            <Input />
          </GridField>
          <GridField name="enDescription">
            <Input type="email" />
          </GridField>
          <GridField name="enName">
            <Input />
          </GridField>
        </Row>
      </FormFields>
      <Button htmlType="submit">Send</Button>
    </Form>
  );
}

const scrolled = vi.fn();
beforeEach(async () => {
  await i18n.changeLanguage('en');
  scrolled.mockClear();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this);
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('useContractForm', () => {
  it('no browser validation: the form is noValidate and a malformed e-mail gets the app message', async () => {
    const onSubmit = vi.fn();
    const { container } = renderShared(<TestForm onSubmit={onSubmit} />);
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name in Albanian'), 'Emri');
    await user.type(screen.getByLabelText('Description in English'), 'not-an-email');
    await user.type(screen.getByLabelText('Name in English'), 'Name');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid e-mail address!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an empty submit shows every error at once, focuses the first invalid field and scrolls its item into view', async () => {
    renderShared(<TestForm onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const required = (field: string) => i18n.t('validation:required', { field });
    expect(await screen.findByText(required('Name in Albanian'))).toBeInTheDocument();
    expect(screen.getByText(required('Name in English'))).toBeInTheDocument();
    expect(screen.getByText(required('Description in English'))).toBeInTheDocument();
    const first = screen.getByLabelText('Name in Albanian');
    await waitFor(() => expect(first).toHaveFocus());
    // the whole form item (label included) is scrolled; forms.css gives it a scroll margin below the header
    expect(scrolled).toHaveBeenLastCalledWith(first.closest('.ant-form-item'));
    expect(first.closest('form')).toHaveClass('pk-form');

    // with the first one filled, the next invalid field in page order gets the focus
    await user.type(first, 'Emri');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Description in English')).toHaveFocus());
  });

  it('server errors: details on their fields (focused), a *_EXISTS on the named field, anything else a toast', async () => {
    const errors = [
      new ApiError('VALIDATION_ERROR', 'bad', 400, [{ field: 'body.enDescription', issue: 'invalidEmail' }]),
      new ApiError('SKILL_EXISTS', 'exists', 409, [{ field: 'enName', issue: 'exists' }]),
      new ApiError('RATE_LIMITED', 'slow down', 429),
    ];
    const sent: unknown[] = [];
    renderShared(
      <TestForm
        onSubmit={(body, show) => {
          sent.push(body);
          show(errors.shift());
        }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name in Albanian'), 'Emri');
    await user.type(screen.getByLabelText('Description in English'), 'a@b.org');
    await user.type(screen.getByLabelText('Name in English'), 'Name');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ sqName: 'Emri', enDescription: 'a@b.org', enName: 'Name' }]);
    expect(await screen.findByText('Please enter a valid e-mail address!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Description in English')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This skill already exists!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name in English')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/too many|Too many/)).toBeInTheDocument();
  });
});
