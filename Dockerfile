# Two lean images from one file, one per service of docker-compose.yml: compiled JavaScript, production
# dependencies and assets only, run as `node`. The layout is defined once in deploy/images.mjs; this
# file must say exactly what it says (scripts/dockerfile.test.ts), and `pnpm test:deploy` runs the same
# layout on the host (docs/deployment.md).

FROM node:24.22.3-bookworm-slim AS pnpm
RUN npm install -g pnpm@10.34.9
WORKDIR /app

# Every workspace manifest, so that installs are frozen to the lockfile and cached until it changes.
FROM pnpm AS manifests
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY e2e/package.json e2e/
COPY packages/bench/package.json packages/bench/
COPY packages/contract/package.json packages/contract/
COPY packages/gateway/package.json packages/gateway/
COPY packages/launcher/package.json packages/launcher/
COPY packages/legacy-protocol/package.json packages/legacy-protocol/
COPY packages/legacy-server/package.json packages/legacy-server/
COPY packages/web/package.json packages/web/

# The SPA and the servers, built once (scripts/build.mjs): the images run plain JavaScript.
FROM manifests AS build
RUN pnpm install --frozen-lockfile
COPY tsconfig.base.json ./
COPY scripts ./scripts
COPY packages ./packages
RUN node scripts/build.mjs

# The platform's production dependencies, without PGlite (compose runs it on PostgreSQL) and without
# the font package (the bundle carries the PDFs' two weights in dist/fonts).
FROM manifests AS legacy-server-deps
RUN pnpm install --prod --frozen-lockfile --filter-prod "@portal/legacy-server..."
RUN rm -rf node_modules/.pnpm/@electric-sql+pglite@* \
 && find node_modules packages -path '*/node_modules/@electric-sql/pglite' -prune -exec rm -rf {} +
RUN rm -rf node_modules/.pnpm/@expo-google-fonts+noto-sans-sc@* \
 && find node_modules packages -path '*/node_modules/@expo-google-fonts/noto-sans-sc' -prune -exec rm -rf {} +

# The reference platform (legacy-server) on PostgreSQL.
FROM node:24.22.3-bookworm-slim AS legacy-server
WORKDIR /app
ENV NODE_ENV=production
COPY --from=legacy-server-deps /app/node_modules ./node_modules
COPY --from=legacy-server-deps /app/packages/contract/node_modules ./packages/contract/node_modules
COPY --from=legacy-server-deps /app/packages/legacy-protocol/node_modules ./packages/legacy-protocol/node_modules
COPY --from=legacy-server-deps /app/packages/legacy-server/node_modules ./packages/legacy-server/node_modules
COPY --from=legacy-server-deps /app/packages/legacy-server/package.json ./packages/legacy-server/package.json
COPY --from=build /app/packages/legacy-server/dist ./packages/legacy-server/dist
USER node
EXPOSE 8081
CMD ["node", "packages/legacy-server/dist/main.js"]

# The gateway's production dependencies: --filter-prod leaves out the platform, which the gateway
# needs for its integration tests only.
FROM manifests AS gateway-deps
RUN pnpm install --prod --frozen-lockfile --filter-prod "@portal/gateway..."

# The gateway in front of LEGACY_URL, serving the SPA; the audit folder is the one path it writes
# (the `audit` volume in compose). Last, so a plain `docker build` builds it.
FROM node:24.22.3-bookworm-slim AS gateway
WORKDIR /app
ENV NODE_ENV=production
ENV AUDIT_DIR=/var/lib/portal/audit
COPY --from=gateway-deps /app/node_modules ./node_modules
COPY --from=gateway-deps /app/packages/contract/node_modules ./packages/contract/node_modules
COPY --from=gateway-deps /app/packages/gateway/node_modules ./packages/gateway/node_modules
COPY --from=gateway-deps /app/packages/legacy-protocol/node_modules ./packages/legacy-protocol/node_modules
COPY --from=gateway-deps /app/packages/gateway/package.json ./packages/gateway/package.json
COPY --from=build /app/packages/gateway/dist ./packages/gateway/dist
COPY --from=build /app/packages/web/dist ./packages/web/dist
RUN mkdir -p /var/lib/portal/audit && chown node:node /var/lib/portal/audit
USER node
EXPOSE 8080
CMD ["node", "packages/gateway/dist/main.js"]
