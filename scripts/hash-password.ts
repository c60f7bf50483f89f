// Prints an ADMIN_PASSWORD_HASH for a password, so production need not hold the password itself:
//   npm run hash-password -- 'the password'
import { hashPassword } from "#app/use-cases/people/password.server.ts";

const password = process.argv[2];
if (!password || password.length < 12) {
  console.error("Usage: npm run hash-password -- '<password of at least 12 characters>'");
  process.exit(1);
}
console.log(await hashPassword(password));
