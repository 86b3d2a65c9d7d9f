# Two images from one file, one per service of docker-compose.yml. Each installs only the packages
# its entry point needs: the gateway image carries no platform code (no PGlite, pdfkit or drizzle).
FROM node:20-bookworm-slim AS workspace
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json tsconfig.base.json ./
COPY packages ./packages
COPY e2e/package.json ./e2e/package.json

# The SPA, built once; only its dist goes into the gateway image.
FROM workspace AS web
RUN pnpm install --frozen-lockfile --filter "@portal/web..." --filter . && pnpm --filter @portal/web build

# The reference platform (legacy-server) on PostgreSQL.
FROM workspace AS legacy-server
RUN pnpm install --frozen-lockfile --filter "@portal/legacy-server..." --filter .
ENV NODE_ENV=production
USER node
EXPOSE 8081
CMD ["node", "--import", "tsx", "packages/legacy-server/src/main.ts"]

# The gateway in front of LEGACY_URL, serving the SPA. --filter-prod leaves out legacy-server, which
# the gateway needs for its integration tests only. Last, so a plain `docker build` builds it.
FROM workspace AS gateway
RUN pnpm install --frozen-lockfile --filter-prod "@portal/gateway..." --filter .
COPY --from=web /app/packages/web/dist ./packages/web/dist
ENV NODE_ENV=production
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "packages/gateway/src/main.ts"]
