/** One share link: the network's name (or a message key for e-mail) and where it goes. */
export interface ShareTarget {
  network: 'facebook' | 'x' | 'pinterest' | 'email';
  href: string;
  /** Web networks open in a new tab; e-mail opens the mail program. */
  newTab: boolean;
}

/**
 * SPEC 2.8: four social networks, as the networks' plain share URLs. No SDK, script, image or
 * request of theirs: nothing is loaded from them until the shopper follows a link (the demo's CSP
 * would refuse their scripts, and their pixels would track shoppers who never share).
 */
export function shareTargets(url: string, name: string): ShareTarget[] {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}`, newTab: true },
    { network: 'x', href: `https://x.com/intent/post?${q({ url, text: name })}`, newTab: true },
    { network: 'pinterest', href: `https://www.pinterest.com/pin/create/button/?${q({ url, description: name })}`, newTab: true },
    // mailto wants %20, not the '+' URLSearchParams writes for a space.
    { network: 'email', href: `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(url)}`, newTab: false },
  ];
}
