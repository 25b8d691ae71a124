# syntax=docker/dockerfile:1
# One image for the api and the worker (the compose file picks the command). Node 24 LTS, the
# version `npm start` and the tests run on (the `node` dev dependency); keep the two in step.
#
# Layers are ordered so that a source change rebuilds only the source: each stage first copies
# the package.json files and the lockfile and installs (cached until one of those changes), then
# the source. Every workspace's package.json is listed (deployment-files.spec.ts checks the list).
ARG NODE_IMAGE=node:24-bookworm-slim

# Build: every dependency (dev tools included), then the api, worker, libraries and web app.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/worker/package.json apps/worker/
COPY libs/blob-store/package.json libs/blob-store/
COPY libs/config/package.json libs/config/
COPY libs/contracts/package.json libs/contracts/
COPY libs/event-store/package.json libs/event-store/
COPY libs/guide-engine/package.json libs/guide-engine/
COPY libs/logging/package.json libs/logging/
COPY libs/machines/package.json libs/machines/
COPY libs/queue/package.json libs/queue/
COPY tools/package.json tools/
# `npm install`, not `npm ci`: the lockfile is written on linux-x64 and may lack another platform's
# optional builds (see DESIGN.md).
RUN npm install --no-audit --no-fund
COPY . .
# The build also writes apps/api/dist/geo/ip-ranges.bin, the compact geo table, from the
# fast-geoip dev dependency (the runtime has the table, not the package).
RUN npm run build
# What the runtime needs of the workspaces: each package.json (the workspace links resolve through
# them) and its build output, and the migrations the api applies at start.
RUN mkdir -p /out/apps/web \
 && for w in libs/* apps/api apps/worker; do mkdir -p "/out/$w" && cp -r "$w/package.json" "$w/dist" "/out/$w/"; done \
 && cp -r apps/web/dist /out/apps/web/ && cp -r migrations package.json /out/

# Production dependencies of the api and the worker only: no Nx, Jest, Vite, TypeScript, no
# embedded-postgres (the tools workspace's), no web dependencies (Vite bundled them), no
# fast-geoip. A workspace needing another version of a package than the hoisted one gets it in
# its own node_modules, which is why this stage's whole /app is the runtime's. This install comes
# from the package files alone, so a source change reuses it.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/worker/package.json apps/worker/
COPY libs/blob-store/package.json libs/blob-store/
COPY libs/config/package.json libs/config/
COPY libs/contracts/package.json libs/contracts/
COPY libs/event-store/package.json libs/event-store/
COPY libs/guide-engine/package.json libs/guide-engine/
COPY libs/logging/package.json libs/logging/
COPY libs/machines/package.json libs/machines/
COPY libs/queue/package.json libs/queue/
COPY tools/package.json tools/
# Then what no running process reads (measured in docs/operations.md, 556 MB before, 225 MB after):
# - TypeScript (31 MB, its native compiler among it): mjml's htmlnano → cosmiconfig declares it as
#   an optional peer, which npm keeps; cosmiconfig loads it only for a .ts config file, never here;
# - source maps, TypeScript sources and declarations, markdown;
# - tesseract.js-core's *.wasm.js, the browser's builds (Node loads the .js and .wasm beside them).
RUN npm ci --omit=dev --workspace=@intake/api --workspace=@intake/worker --include-workspace-root=false --no-audit --no-fund \
 && npm cache clean --force \
 && rm -rf node_modules/typescript node_modules/@typescript \
 && find node_modules \( -name '*.map' -o -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.md' \) -type f -delete \
 && rm -f node_modules/tesseract.js-core/*.wasm.js
COPY --from=build /out ./

FROM ${NODE_IMAGE} AS runtime
ARG NODE_IMAGE
# The root package.json's version (deployment-files.spec.ts keeps them equal); REVISION and
# CREATED are the build's to give: --build-arg REVISION=$(git rev-parse HEAD) CREATED=$(date -u +%FT%TZ).
ARG VERSION=1.0.0
ARG REVISION=unknown
ARG CREATED=unknown
LABEL org.opencontainers.image.title="Innovation Intake" \
      org.opencontainers.image.description="Intake of healthcare innovation ideas: Work With Us form, questionnaire, AI guide chat and the staff's admin dashboard (api and worker)" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.base.name="${NODE_IMAGE}"
# glibc's allocator returns freed large buffers to the system at once instead of keeping them
# (docs/soak.md, sixth run: the api + worker's resident growth fell from +12.6% to +5.7%). The same
# setting as `npm start`'s; ignored by a C library other than glibc.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072
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
