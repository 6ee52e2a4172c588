import { installLine, program, type ProgramName } from './prerequisites';

/**
 * `describe(title, body)` when every program of `names` is installed; otherwise the block is
 * skipped, titled with the install line of each missing one (jest lists it as skipped).
 */
export function describeWith(names: ProgramName[], title: string, body: () => void): void {
  const missing = names.map(program).filter((p) => !p.path);
  if (missing.length === 0) describe(title, body);
  else describe.skip(`${title} (skipped: ${missing.map(installLine).join('; ')})`, body);
}
