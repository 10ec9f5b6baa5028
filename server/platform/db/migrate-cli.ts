import { loadConfigOrExit } from '../../main';
import { migrationSources, openDatabase, initModels } from '../../bootstrap';
import { modules as allModules } from '../../modules';
import { modulesForProfile } from '../modules/resolve';
import { runMigrations } from './migrations';

const config = loadConfigOrExit();
const modules = modulesForProfile(allModules, config.APP_PROFILE);
const sequelize = openDatabase(config);
initModels(sequelize, modules);
const applied = await runMigrations(sequelize, migrationSources(modules));
console.log(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'Database is up to date.');
await sequelize.close();
