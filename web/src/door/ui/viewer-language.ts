import { getIdentity } from '@/content/identity'
import { languageFor, type CatalogueLanguage } from '@/platform/i18n/catalogues'
import { pageViewer, type SignedInUser } from '@/platform/http/viewer'

// The language the host tool and the ops view speak to their user: the one their account chose
// (My OHC, the same as their emails'), when the festival offers it; else the festival's default.

/** `user`: the page's signed-in user; without one (the page's title), the session is read again. */
export async function viewerLanguage(user?: Pick<SignedInUser, 'language'>): Promise<{ language: CatalogueLanguage }> {
  const [identity, viewer] = await Promise.all([getIdentity(), user ? { user } : pageViewer({ membership: false })])
  return { language: languageFor(viewer.user?.language, identity.languages) }
}
