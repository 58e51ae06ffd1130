// The commit convention as a pure check of one raw commit message (see CONTRIBUTING.md).

/** The longest subject `git log --oneline` shows whole on an 80-column terminal. */
export const MAX_SUBJECT = 72;

/** What is wrong with a commit message, as sentences; empty when it follows the convention. */
export function subjectProblems(message: string): string[] {
  const lines = message.replace(/\s+$/, '').split('\n');
  const subject = lines[0] ?? '';
  const problems: string[] = [];
  if (subject.trim() === '') problems.push('the subject is empty');
  const length = [...subject].length;
  if (length > MAX_SUBJECT) problems.push(`the subject has ${length} characters (at most ${MAX_SUBJECT})`);
  if (lines.length > 1 && lines[1]!.trim() !== '') problems.push('the second line is not blank');
  return problems;
}
