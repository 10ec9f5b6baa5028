import { loadConfigOrExit } from '../../main';
import { migrationSources, openDatabase, initModels } from '../../bootstrap';
import { modules } from '../../modules';
import { runMigrations } from './migrations';

const config = loadConfigOrExit();
const sequelize = openDatabase(config);
initModels(sequelize, modules);
const applied = await runMigrations(sequelize, migrationSources(modules));
console.log(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'Database is up to date.');
await sequelize.close();
