# One image for both services of the compose file: the gateway (default command) and legacy-server.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json tsconfig.base.json ./
COPY packages ./packages
COPY e2e/package.json ./e2e/package.json
RUN pnpm install --frozen-lockfile && pnpm --filter @portal/web build
ENV NODE_ENV=production
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "packages/gateway/src/main.ts"]
