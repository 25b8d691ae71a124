# syntax=docker/dockerfile:1
# One image for the api and the worker (the compose file picks the command). Node 24 LTS, the
# version `npm start` and the tests run on (the `node` dev dependency); keep the two in step.
ARG NODE_IMAGE=node:24-bookworm-slim

# Build: every dependency (dev tools included), then the api, worker, libraries and web app.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
# `npm install`, not `npm ci`: the lockfile is written on linux-x64 and may lack another platform's
# optional builds (see DESIGN.md).
RUN npm install --no-audit --no-fund && npm run build
# What the runtime needs of the workspaces: each package.json (the workspace links resolve through
# them) and its build output, and the migrations the api applies at start.
RUN mkdir -p /out/apps/web \
 && for w in libs/* apps/api apps/worker; do mkdir -p "/out/$w" && cp -r "$w/package.json" "$w/dist" "/out/$w/"; done \
 && cp -r apps/web/dist /out/apps/web/ && cp -r migrations package.json /out/

# Production dependencies of the api and the worker only: no Nx, Jest, Vite, TypeScript, no
# embedded-postgres (the tools workspace's), no web dependencies (Vite bundled them). A workspace
# needing another version of a package than the hoisted one gets it in its own node_modules,
# which is why this stage's whole /app is the runtime's.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=build /out ./
COPY --from=build /app/package-lock.json ./
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/tools/package.json tools/
RUN npm ci --omit=dev --workspace=@intake/api --workspace=@intake/worker --include-workspace-root=false --no-audit --no-fund \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
# Uploaded files and the email outbox live under /data (a volume every replica shares).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness of an api replica; the worker's service overrides it (compose file).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
