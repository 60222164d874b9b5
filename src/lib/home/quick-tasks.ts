/** Spec 2.8 and 9: the top-tasks block shows exactly six quick tasks, or nothing. */
export const QUICK_TASK_COUNT = 6;

export function hasExactlySixTasks(tasks: readonly unknown[]): boolean {
  return tasks.length === QUICK_TASK_COUNT;
}
