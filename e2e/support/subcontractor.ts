import { expect, type APIRequestContext } from '@playwright/test';
import { answered, companyClient } from './api.ts';
import { DEMO, randomNip, uniqueEmail, uniquePhone } from './data.ts';
import type { Mailbox } from './mailbox.ts';
import { apiSignIn } from './ui.ts';

const PASSWORD = 'Tajne123!';

/** A company connected to the demo company, with a driver (PIN set) on a tractor of its own. */
export type Subcontractor = {
  name: string;
  driver: { email: string; password: string; name: string };
  tractor: string;
};

/** The activation link's uid and token from the newest mail to `address`. */
async function activationOf(
  mailbox: Mailbox,
  address: string,
): Promise<{ uid: string; token: string }> {
  const linkIn = () => {
    const mail = mailbox.messages.findLast((m) => m.to.includes(address.toLowerCase()));
    const found = /password-reset\/([^/\s]+)\/([^/\s]+)/.exec(mail?.text ?? '');
    return found?.[1] && found[2] ? { uid: found[1], token: found[2] } : null;
  };
  await expect.poll(() => linkIn() !== null).toBe(true);
  const link = linkIn();
  if (!link) throw new Error(`no activation link to ${address}`);
  return link;
}

/**
 * Company B registers, the demo company adds it as a contractor and B accepts (they are
 * connected); B gets a driver, activated by his mailed link, driving a tractor of B's.
 */
export async function connectedSubcontractor(
  api: APIRequestContext,
  mailbox: Mailbox,
): Promise<Subcontractor> {
  const nip = randomNip();
  const name = `Podwykonawca ${nip.slice(-4)}`;
  const ownerB = uniqueEmail('owner-b');
  const guest = companyClient(api, '');
  answered(
    await guest.POST('/auth/api/v1/admin-user/', {
      body: {
        first_name: 'Beata',
        last_name: 'Bednarek',
        email: ownerB,
        password: PASSWORD,
        regulations_accepted: true,
        company: {
          name,
          address: 'ul. Portowa 7',
          zip_code: '81-300',
          town: 'Gdynia',
          country: 'PL',
          nip,
          vies: `PL${nip}`,
          phone: uniquePhone(),
        },
      },
    }),
    'registration of B',
  );
  const tokenB = await apiSignIn(api, ownerB, PASSWORD);
  const b = companyClient(api, tokenB);
  const a = companyClient(api, await apiSignIn(api, DEMO.owner, DEMO.password));

  answered(
    await a.POST('/company/api/v1/client/', {
      body: {
        name,
        address: 'ul. Portowa 7',
        zip_code: '81-300',
        town: 'Gdynia',
        country: 'PL',
        vies: `PL${nip}`,
      },
    }),
    'B as a contractor of the demo company',
  );
  const received = answered(await b.GET('/company/api/v1/receive-request/'), 'invitations');
  const invitation = received.results[0];
  if (!invitation) throw new Error('B received no invitation');
  answered(
    await b.PATCH('/company/api/v1/receive-request/{id}/', {
      params: { path: { id: invitation.id } },
      body: { status: 'accepted' },
    }),
    'B accepts',
  );

  const email = uniqueEmail('driver-b');
  const employee = answered(
    await b.POST('/company/api/v1/employee/', {
      body: {
        user: {
          first_name: 'Marek',
          last_name: 'Zieliński',
          email,
          phone: '+48',
          inspecto_linking_token: '',
        },
      },
    }),
    "B's driver",
  );
  answered(
    await b.PATCH('/auth/api/v1/user/{id}/', {
      params: { path: { id: employee.id } },
      body: { role: 'Kierowca' },
    }),
    "B's driver's role",
  );
  const link = await activationOf(mailbox, email);
  answered(
    await guest.POST('/auth/api/v1/reset-password/', {
      body: { ...link, password: PASSWORD, confirm_password: PASSWORD },
    }),
    "B's driver's password",
  );
  // His first PIN (he signs with it), set as the first-PIN dialog sets it.
  const driver = companyClient(api, await apiSignIn(api, email, PASSWORD));
  answered(
    await driver.PATCH('/auth/api/v1/user/{id}/', {
      params: { path: { id: employee.id } },
      body: { gt_id: DEMO.pin },
    }),
    "B's driver's PIN",
  );
  const tractor = `WB ${nip.slice(-5)}`;
  answered(
    await b.POST('/company/api/v1/vehicle/', {
      body: { number: tractor, type: 'tractor_unit', driver: employee.id },
    }),
    "B's tractor",
  );
  return { name, driver: { email, password: PASSWORD, name: 'Marek Zieliński' }, tractor };
}
