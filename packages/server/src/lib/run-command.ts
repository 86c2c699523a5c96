/**
 * Runs a command's entry point: the exit code it answers (if any) becomes the process's; when it throws, the line
 * `failed` makes of the error is printed and the process ends with `failureCode`. The exit code is set rather than
 * exiting at once, so output still being written is not cut off.
 */
export function runCommand(
  main: () => Promise<unknown>,
  failed: (error: Error) => string,
  failureCode: number,
): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exitCode = code;
    },
    (error: Error) => {
      console.error(failed(error));
      process.exitCode = failureCode;
    },
  );
}
