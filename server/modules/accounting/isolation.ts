// Registrations of the accounting resources (found by server/test/isolation/isolation.api.test.ts).
import './declarations/isolation';
