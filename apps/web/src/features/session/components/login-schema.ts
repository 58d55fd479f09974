import { loginBody } from '@app/contracts';
import { z } from 'zod';

/**
 * The username login as the server checks it (`loginBody`): username and password, both required once
 * trimmed (spec §5), and the captcha once the server asked for one. The password is sent trimmed too.
 */
export function usernameLoginSchema(withCaptcha: boolean) {
  return z.object({
    username: loginBody.shape.username,
    password: z.string().trim().pipe(loginBody.shape.password),
    captcha: withCaptcha ? loginBody.shape.captcha.unwrap().min(1) : z.string().optional(),
  });
}

export type UsernameLoginValues = z.input<ReturnType<typeof usernameLoginSchema>>;
