import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './module-boundaries.js';

const root = path.resolve('server');
const at = (file: string) => path.join(root, file);

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('module-boundaries', moduleBoundaries, {
  valid: [
    { filename: at('modules/booking/services/x.ts'), code: "import { port } from '../../../platform/modules';" },
    { filename: at('modules/booking/services/x.ts'), code: "import type { PeoplePort } from '../../employees';" },
    { filename: at('modules/booking/services/x.ts'), code: "import { Booking } from '../models/booking';" },
    { filename: at('modules/expenses/index.ts'), code: "export { thing } from '../accounting/index';" },
    // Tests arrange their world freely.
    { filename: at('modules/booking/tests/world.ts'), code: "import { User } from '../../identity/models/user';" },
    { filename: at('modules/booking/x.api.test.ts'), code: "import { User } from '../identity/models/user';" },
  ],
  invalid: [
    {
      filename: at('modules/booking/services/x.ts'),
      code: "import { User } from '../../identity/models/user';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('modules/reconciliation/models/line.ts'),
      code: "export { bigintGetter } from '../../accounting/models/journal-entry';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('modules/contracts/services/y.ts'),
      code: "const m = await import('../../approvals/services/people');",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('platform/workflow/engine.ts'),
      code: "import { Employee } from '../../modules/employees';",
      errors: [{ messageId: 'platform' }],
    },
  ],
});
