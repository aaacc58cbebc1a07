import { cloneElement, isValidElement, type ReactNode } from 'react';
import dayjs from 'dayjs';
import './forms.css';

/**
 * A date picker's `cellRender` that greys out the days `isOut` refuses (calendar days `YYYY-MM-DD`) without
 * disabling them. Use it instead of `disabledDate`: antd empties a typed disabled day, so the form would say
 * "required" or "enter a valid date" instead of why that day is refused (in the past, past the limit, before the
 * start); with this the day stays and the form's rule names the problem.
 */
export function greyOutDays(isOut: (day: string) => boolean) {
  return (current: unknown, info: { type: string; originNode: ReactNode }): ReactNode =>
    info.type === 'date' &&
    dayjs.isDayjs(current) &&
    isValidElement<{ className?: string }>(info.originNode) &&
    isOut(current.format('YYYY-MM-DD'))
      ? cloneElement(info.originNode, { className: `${info.originNode.props.className ?? ''} pk-day-out` })
      : info.originNode;
}
