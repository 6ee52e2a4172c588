// A JS resource of the application configuration document: resolvers for the SDL additions,
// and the permission rule of each root field it adds, named from the server's rule registry.

/** @type {import('../../src/graphql/extensions').JsResource} */
module.exports = {
  resolvers: {
    Query: {
      serverTime: () => {
        const now = new Date();
        return { iso: now.toISOString(), epochSeconds: Math.floor(now.getTime() / 1000) };
      },
      whoAmI: (_parent, _args, ctx) => ({
        kind: ctx.principal.kind,
        role: ctx.principal.role,
        tenantId: ctx.principal.tenantId,
      }),
    },
  },
  permissions: {
    Query: {
      serverTime: 'public',
      whoAmI: 'isAuthenticated',
    },
  },
};
