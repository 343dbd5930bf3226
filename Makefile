# svc — build, test and release.
#
#   make build     dist/svc: the single executable for this machine
#   make dist      the five release executables + dist/SHA256SUMS, its signature and dist/VERSION
#                  (svc-latest-* for a release build; svc-dev-* for a development build), and the
#                  Homebrew formula deploy/homebrew/svc.rb
#   make npm       dist/npm/*.tgz from make dist's output: @svc-cli/svc (bin svc) and one package
#                  per platform with its executable (names: src/release/npm.ts)
#   make test      the test suite (same as npm test)
#   make lint      prettier --check over the TypeScript, and commit subjects of at most 72 characters
#                  (npm run lint; `npm run format` rewrites the files)
#   make test-fast the in-process test files only (npm run test:fast): the quick loop while working;
#                  test/out-of-process.txt lists the files it leaves out and why
#   make run       build, publish that build in build/downloads, then start `svc serve` on its
#                  embedded default serving it (so its install.sh installs this build)
#   make bench     the benchmarks in bench/ (start-up, migrate, sync, serve, rolling restart, distill,
#                  build accuracy, a long-used home's big ~/.claude.json)
#   make conformance  the agent CLIs pinned in conformance/ read what the built svc writes
#   make test-windows  a short smoke suite of the Windows executable under wine (Debian's wine),
#                  when wine is installed: a Windows-style profile, MSIX and OneDrive folders, …
#   make mutate    mutation testing (StrykerJS) of the critical modules, incrementally;
#                  `make mutate MODULE=license` runs one (modules: stryker.config.mjs)
#
# Release builds (docs/promises.md#release-signing):
#   SVC_RELEASE_PUBLIC_KEYS=<license keys,…> SVC_RELEASE_BASE_URL=https://… \
#   SVC_UPDATE_PUBLIC_KEYS=<release keys,…> SVC_RELEASE_SIGNING_KEY=<release private key> make dist
# Without them every build is a development build trusting keys/development.pub, its files are
# named svc-dev-*, and dist/SHA256SUMS.sig is signed with keys/development.key (make dist says so
# loudly).

NODE_VERSION := 22.23.2
export NODE_VERSION
NODE := node_modules/.bin/node
RELEASE_NAMES := linux-amd64 linux-arm64 darwin-amd64 darwin-arm64 windows-amd64
# A release build (all three release variables set) makes svc-latest-*, the names the service
# serves; a development build, trusting the public development key, says so: svc-dev-*.
CHANNEL := $(if $(and $(SVC_RELEASE_PUBLIC_KEYS),$(SVC_RELEASE_BASE_URL),$(SVC_UPDATE_PUBLIC_KEYS)),latest,dev)
RELEASE_FILES := $(foreach n,$(RELEASE_NAMES),dist/svc-$(CHANNEL)-$(n)$(if $(findstring windows,$(n)),.exe,))
HOST := $(shell uname -s | tr A-Z a-z)-$(shell uname -m | sed -e 's/x86_64/amd64/' -e 's/aarch64/arm64/')
SOURCES := $(shell find src -type f -name '*.ts') static/install.sh package.json keys/development.pub keys/development.key

.PHONY: all build dist npm lint test test-fast test-release test-windows run bench check clean conformance mutate FORCE
all: build

# npm's engine warnings (this machine's own Node is not 22.23.2; the project brings that one as a
# dependency) are noise here: only errors are shown, and one line says what was done.
node_modules/.package-lock.json: package-lock.json
	@npm ci --no-audit --no-fund --loglevel=error
	@echo "make: installed the dependencies (npm ci), Node $(NODE_VERSION) among them"
	@touch $@

# The bundle depends on the release variables too, so it is always remade (it takes ~0.1 s).
dist/svc.cjs: node_modules/.package-lock.json $(SOURCES) FORCE
	$(NODE) scripts/bundle.ts --out $@

# Two blobs: a portable one for every platform, and one with V8's code cache for executables of
# this machine's platform (faster start; V8 would reject the cache elsewhere).
build/sea-prep.blob: dist/svc.cjs
	$(NODE) scripts/sea-blob.ts dist/svc.cjs $@
build/sea-prep-cached.blob: dist/svc.cjs
	$(NODE) scripts/sea-blob.ts dist/svc.cjs $@ --code-cache
blob-for = $(if $(filter $(HOST),$(1)),build/sea-prep-cached.blob,build/sea-prep.blob)

build: dist/svc
dist/svc: build/sea-prep-cached.blob
	$(NODE) scripts/package-sea.ts $(HOST) build/sea-prep-cached.blob $@

dist: $(RELEASE_FILES) dist/SHA256SUMS dist/SHA256SUMS.sig dist/VERSION deploy/homebrew/svc.rb
dist/svc-$(CHANNEL)-%: build/sea-prep.blob build/sea-prep-cached.blob
	$(NODE) scripts/package-sea.ts $(basename $*) $(call blob-for,$(basename $*)) $@

dist/SHA256SUMS: $(RELEASE_FILES)
	cd dist && $(CURDIR)/$(NODE) $(CURDIR)/scripts/checksums.ts $(notdir $(RELEASE_FILES)) > SHA256SUMS

# Always remade: the signing key is not a file make can compare dates with.
dist/SHA256SUMS.sig: dist/SHA256SUMS FORCE
	$(NODE) scripts/sign-sums.ts dist/SHA256SUMS

dist/VERSION: package.json
	$(NODE) -p 'require("./package.json").version' > $@

# The Homebrew formula of this release (url and sha256 per platform; not kept in git).
deploy/homebrew/svc.rb: dist/SHA256SUMS dist/VERSION scripts/homebrew-formula.ts FORCE
	$(NODE) scripts/homebrew-formula.ts $@

# The npm packages: packed from the release files (about a minute: five executables gzipped).
npm: dist
	$(NODE) scripts/npm-pack.ts

# The seven agent CLIs live in conformance/'s own package.json, so the main npm ci stays small.
# npm install --no-save rather than npm ci: the registry reachable here serves no other-platform
# binaries of opencode-ai and cline (404), so the lock cannot list them and npm ci refuses it;
# install takes the locked versions of everything it lists and changes no file.
conformance/node_modules/.package-lock.json: conformance/package-lock.json conformance/package.json
	cd conformance && npm install --no-save --no-audit --no-fund --loglevel=error
	@touch $@

conformance: conformance/node_modules/.package-lock.json dist/svc.cjs
	rm -rf conformance/.results
	node_modules/.bin/tsc -p conformance
	$(NODE) --disable-warning=ExperimentalWarning --test --test-reporter=spec --test-concurrency=2 "conformance/*.test.ts"; status=$$?; $(NODE) conformance/report.ts; exit $$status

check: node_modules/.package-lock.json
	npx tsc -p .

test: node_modules/.package-lock.json
	npm test

test-fast: node_modules/.package-lock.json
	npm run test:fast

lint: node_modules/.package-lock.json
	npm run lint

# Checks on the release files themselves (file types, checksums, qemu, the Homebrew formula), svc
# upgrade between dist/svc and a newer build, and the npm packages installed from a throwaway
# registry; run after `make dist` and `make npm`.
test-release: dist dist/svc npm
	npm run test:release

# The Windows executable as Windows users have it, under wine (apt-get install wine): a profile
# "Jose Mueller" in its own prefix (build/wine-prefix, made on the first run), Claude Desktop's
# MSIX folder, OneDrive's Documents, forbidden names, BOM and UTF-16 scripts, a suggested command
# typed into cmd. Output goes to files: wine's pipes fail (EBADF). Without wine it says so and
# passes; CI does not install wine (see .ci/run).
WINDOWS_EXE := dist/svc-$(CHANNEL)-windows-amd64.exe
test-windows: $(WINDOWS_EXE)
	@if command -v wine >/dev/null 2>&1; then \
	  SVC_WINDOWS_EXE=$(WINDOWS_EXE) $(NODE) --disable-warning=ExperimentalWarning --test --test-reporter=spec --test-concurrency=1 test/windows/*.check.ts; \
	else \
	  echo "make test-windows: wine is not installed (apt-get install wine); nothing was checked"; \
	fi

# Mutation testing, one module after another (a module's run takes minutes to an hour on a loaded
# two-core machine; the incremental file in reports/mutation/<module>/ makes reruns test only what
# changed). The TAP runner starts `node` from PATH, so the project's Node goes first. Some selected
# test files also start the bundle (crash tests); it is built from the unmutated sources.
MUTATE_MODULES := license commerce store plan backup distill mcp upgrade
MODULE ?= $(MUTATE_MODULES)
# The store module's PostgreSQL tests get one throwaway cluster for the whole run (stopped at the
# end) unless SVC_TEST_DATABASE_URL names a server, so no test process starts one of its own.
# Temporary folders (the tests' stores, that cluster) go to memory when /dev/shm exists: SQLite
# syncs each commit to disk, and on this shared machine a disk sync costs more than the test.
# TMPDIR is a link in /tmp to that folder, since svc serve refuses a data folder under /dev.
mutate: node_modules/.package-lock.json dist/svc.cjs
	@mutate_tmp=""; mutate_link=""; pg_dir=""; \
	trap '[ -z "$$pg_dir" ] || $(NODE) test/support/postgres.ts stop "$$pg_dir"; [ -z "$$mutate_tmp" ] || rm -rf "$$mutate_tmp" "$$mutate_link"' EXIT; \
	trap 'exit 1' INT TERM; \
	if [ -d /dev/shm ] && [ -w /dev/shm ]; then \
	  mutate_tmp="$$(mktemp -d /dev/shm/svc-mutate-XXXXXX)" && chmod 755 "$$mutate_tmp" && \
	  mutate_link="$$(mktemp -u /tmp/svc-mutate-XXXXXX)" && ln -s "$$mutate_tmp" "$$mutate_link" && \
	  TMPDIR="$$mutate_link" && export TMPDIR; \
	fi; \
	if echo " $(MODULE) " | grep -q " store " && [ -z "$$SVC_TEST_DATABASE_URL" ]; then \
	  if pg_env="$$($(NODE) test/support/postgres.ts start)"; then \
	    eval "$$pg_env"; pg_dir="$$SVC_TEST_PG_DIR"; \
	    echo "make mutate: a throwaway PostgreSQL cluster for the store module: $$SVC_TEST_DATABASE_URL"; \
	  else \
	    echo "make mutate: no PostgreSQL cluster (above); the store's PostgreSQL tests are skipped, so postgres.ts mutants survive"; \
	  fi; \
	fi; \
	for m in $(MODULE); do \
	  echo "make mutate: $$m"; \
	  PATH="$(CURDIR)/node_modules/.bin:$$PATH" MODULE=$$m node_modules/.bin/stryker run stryker.config.mjs || exit 1; \
	done

# make run publishes this machine's own build as a one-platform release (the executable under its
# release name, SHA256SUMS, SHA256SUMS.sig and VERSION) in build/downloads and serves that folder
# (unless SVC_DOWNLOAD_DIR names another, such as dist/ after make dist), so the home page's
# `curl …/install.sh | sh` installs svc from this server.
LOCAL_DOWNLOADS := $(CURDIR)/build/downloads
run: build
	@$(NODE) scripts/publish-local.ts dist/svc $(LOCAL_DOWNLOADS)
	@echo "make: built dist/svc and published it in build/downloads; starting svc serve (Ctrl-C stops it)"
	SVC_DOWNLOAD_DIR="$${SVC_DOWNLOAD_DIR:-$(LOCAL_DOWNLOADS)}" dist/svc serve

bench: build
	npm run bench

clean:
	rm -rf dist build/sea-prep*.blob build/sea-prep*.config.json build/sea-prep*.blob.chunks build/npm deploy/homebrew/svc.rb build/wine-prefix

FORCE:
