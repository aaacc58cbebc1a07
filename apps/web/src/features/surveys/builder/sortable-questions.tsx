import type { ReactNode } from 'react';
import { Button } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TQuestionWrite } from '@praktika/contracts/surveys';

/*
 * Reordering questions by dragging their handle, with a pointer or by keyboard (space or enter to lift, arrows to
 * move, space or enter to drop, escape to cancel), announced to screen readers in the UI language. The only module
 * that imports dnd-kit.
 */

/** Questions move up and down only. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The texts screen readers hear while a question is dragged, its positions counted from 1. */
export function dragAnnouncements(
  questions: readonly TQuestionWrite[],
  nameOf: (q: TQuestionWrite) => string,
  t: (key: string, params: Record<string, string | number>) => string,
): Announcements {
  const total = questions.length;
  const at = (id: UniqueIdentifier) => questions.findIndex((q) => q.key === id);
  const name = (id: UniqueIdentifier) => {
    const q = questions[at(id)];
    return q ? nameOf(q) : '';
  };
  const text = (key: string, id: UniqueIdentifier, place: UniqueIdentifier) =>
    t(key, { question: name(id), position: at(place) + 1, total });
  // a lifted question is over its own place at once: saying so would cut "picked up" short
  let lifted: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lifted = active.id;
      return text('builder.dragStart', active.id, active.id);
    },
    onDragOver: ({ active, over }) => {
      const justLifted = lifted !== null && over?.id === lifted;
      lifted = null;
      if (justLifted) return undefined;
      return over
        ? text('builder.dragOver', active.id, over.id)
        : t('builder.dragOutside', { question: name(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over ? text('builder.dragEnd', active.id, over.id) : text('builder.dragCancel', active.id, active.id),
    onDragCancel: ({ active }) => text('builder.dragCancel', active.id, active.id),
  };
}

export interface SortableQuestionsProps {
  questions: readonly TQuestionWrite[];
  /** A question's name in announcements. */
  nameOf: (q: TQuestionWrite) => string;
  /** `key` was dropped at index `to`. */
  onMove: (key: string, to: number) => void;
  /** The questions, each a `SortableQuestion`. */
  children: ReactNode;
}

/** The list's drag and drop context: pointer and keyboard sensors, announcements, vertical moves only. */
export function SortableQuestions({ questions, nameOf, onMove, children }: SortableQuestionsProps) {
  const { t } = useTranslation('surveys');
  const sensors = useSensors(
    // a few pixels before a drag starts, so a click on the handle stays a click
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = questions.map((q) => q.key);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[vertical]}
      accessibility={{
        announcements: dragAnnouncements(questions, nameOf, (key, params) => t(key, params)),
        screenReaderInstructions: { draggable: t('builder.dragInstructions') },
      }}
      onDragEnd={({ active, over }) => {
        if (!over || active.id === over.id) return;
        const to = keys.indexOf(String(over.id));
        if (to >= 0) onMove(String(active.id), to);
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export interface SortableQuestionProps {
  id: string;
  className: string;
  /** The name of the drag handle (it names the question). */
  handleLabel: string;
  /** The rest of the question's head, after the handle. */
  head: ReactNode;
  /** The question's panel, under its head. */
  children?: ReactNode;
}

/** One question of the list (`<li>`): its head starts with the handle it is dragged by (also by keyboard). */
export function SortableQuestion({ id, className, handleLabel, head, children }: SortableQuestionProps) {
  const { t } = useTranslation('surveys');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: t('builder.dragRole') } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${className}${isDragging ? ' pk-sb-dragging' : ''}`}
      data-testid="question"
    >
      <div className="pk-sb-head">
        <Button
          ref={setActivatorNodeRef}
          type="text"
          className="pk-sb-handle"
          icon={<HolderOutlined aria-hidden />}
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
        />
        {head}
      </div>
      {children}
    </li>
  );
}
