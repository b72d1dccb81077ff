// Pure rules of the spec (entry redirects, scan routing, ad frequency, speeds).
export {};
