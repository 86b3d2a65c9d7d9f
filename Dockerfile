# Two images from one file, one per service of docker-compose.yml. Each installs only the packages
# its entry point needs: the gateway image carries no platform code (no PGlite, pdfkit or drizzle).
FROM node:20-bookworm-slim AS workspace
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json tsconfig.base.json ./
COPY packages ./packages
COPY e2e/package.json ./e2e/package.json

# The SPA and the servers, built once (scripts/build.mjs): images run plain JavaScript, no TypeScript loader.
FROM workspace AS build
COPY scripts ./scripts
RUN pnpm install --frozen-lockfile && node scripts/build.mjs

# The reference platform (legacy-server) on PostgreSQL.
FROM workspace AS legacy-server
RUN pnpm install --frozen-lockfile --prod --filter-prod "@portal/legacy-server..."
# The PDFs use two weights of Noto Sans SC (legacy-server src/pdf/fonts.ts); the package ships nine
# (about 92 MB). Keep the two, drop the rest.
RUN cd node_modules/.pnpm/@expo-google-fonts+noto-sans-sc@*/node_modules/@expo-google-fonts/noto-sans-sc \
 && find . -mindepth 1 -maxdepth 1 -type d ! -name 400Regular ! -name 700Bold -exec rm -rf {} + \
 && find . -name '*.png' -delete
COPY --from=build /app/packages/legacy-server/dist ./packages/legacy-server/dist
ENV NODE_ENV=production
USER node
EXPOSE 8081
CMD ["node", "packages/legacy-server/dist/main.js"]

# The gateway in front of LEGACY_URL, serving the SPA. --filter-prod leaves out legacy-server, which
# the gateway needs for its integration tests only. Last, so a plain `docker build` builds it.
FROM workspace AS gateway
RUN pnpm install --frozen-lockfile --prod --filter-prod "@portal/gateway..."
COPY --from=build /app/packages/gateway/dist ./packages/gateway/dist
COPY --from=build /app/packages/web/dist ./packages/web/dist
ENV NODE_ENV=production
USER node
EXPOSE 8080
CMD ["node", "packages/gateway/dist/main.js"]
