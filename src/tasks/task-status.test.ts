import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';
import { finishedTransition, taskStatusLook } from './task-status';

describe('task status look', () => {
  it('maps each status to its icon and tooltip (01 §4)', () => {
    expect(taskStatusLook('started')).toEqual({ icon: 'queued', tooltip: 'started' });
    expect(taskStatusLook('pending')).toEqual({ icon: 'spin-slow', tooltip: 'pending' });
    expect(taskStatusLook('preparing')).toEqual({ icon: 'spin-fast', tooltip: 'working' });
    expect(taskStatusLook('working')).toEqual({ icon: 'spin-fast', tooltip: 'working' });
    expect(taskStatusLook('done')).toEqual({ icon: 'check', tooltip: 'success' });
    expect(taskStatusLook('error')).toEqual({ icon: 'cross', tooltip: 'fail' });
    expect(taskStatusLook('scheduled')).toEqual({ icon: 'scheduled', tooltip: 'pending' });
  });

  it('toasts only on a change to done or error', () => {
    expect(finishedTransition('working', 'done')).toBe('done');
    expect(finishedTransition(undefined, 'error')).toBe('error');
    expect(finishedTransition('done', 'done')).toBeUndefined();
    expect(finishedTransition('started', 'working')).toBeUndefined();
  });
});

describe('badge text', () => {
  it('is empty at 0 and caps at 99+', () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
