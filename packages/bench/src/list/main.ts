import { installExitHandlers } from '../processes';
import { run } from './index';

// `cd packages/bench && npx tsx src/list/main.ts`: the list section alone, printed as markdown.
installExitHandlers();
try {
  const section = await run();
  console.log(`## ${section.title}\n\n${section.markdown}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
