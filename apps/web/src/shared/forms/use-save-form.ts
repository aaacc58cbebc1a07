import type { UseMutationResult } from '@tanstack/react-query';
import { runMutation } from '../lib/run-mutation.ts';

/** The part of a `createResource` resource a create/edit form saves through. */
export interface SaveResource<TItem, TWrite> {
  useCreate: () => UseMutationResult<TItem, Error, TWrite>;
  useUpdate: () => UseMutationResult<TItem, Error, { id: string; body: TWrite }>;
}

export interface SaveFormOptions<TItem, TWrite> {
  resource: SaveResource<TItem, TWrite>;
  /** The record being edited; without one, saving creates. */
  id: string | undefined;
  /** After the create or update went through, with the saved record (the page toasts and closes). */
  onSaved: (saved: TItem) => void;
  /** The update's body when it carries more than the create's (e.g. the photos removed). */
  updateBody?: (body: TWrite) => TWrite;
}

export interface SaveForm<TWrite> {
  /** Creates or updates; a failed call goes to `onError` (a contract form's `showServerError`). */
  save: (body: TWrite, onError: (err: unknown) => void) => void;
  /** True while the create or the update is under way. */
  saving: boolean;
}

/** The create-or-update of a collection form: `POST` without an id, `PUT /:id` with one. */
export function useSaveForm<TItem, TWrite>(opts: SaveFormOptions<TItem, TWrite>): SaveForm<TWrite> {
  const create = opts.resource.useCreate();
  const update = opts.resource.useUpdate();
  const { id, onSaved, updateBody } = opts;

  const save = (body: TWrite, onError: (err: unknown) => void) => {
    // runMutation: the callbacks run even when the save's own refetch has unmounted the form meanwhile
    const done = { onSuccess: (saved: TItem) => onSaved(saved), onError };
    if (id) runMutation(update, { id, body: updateBody ? updateBody(body) : body }, done);
    else runMutation(create, body, done);
  };

  return { save, saving: create.isPending || update.isPending };
}
