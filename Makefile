# Contract check (Контракт-чек). `make demo` and `make test` each do their own set-up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# What `make demo` runs (the package and the embedded runtime); tests, lint and bench add the rest.
RUN_STAMP := $(VENV)/.installed-run
CUAD ?= ../shared/data/cuad-dev
RU ?= ../shared/data/ru-dev
STAGE ?= dev

.PHONY: chaos demo test lint typecheck check system-deps redis bench samples generated package layer localstack localstack-e2e dev clean

# compileall writes the project's bytecode where PYTHONDONTWRITEBYTECODE keeps Python from doing it
# (only changed files; timestamp-checked, so an edit is never shadowed by a stale .pyc).
demo: $(RUN_STAMP)
	@$(BIN)/python -m compileall -q app.py chalicelib >/dev/null
	$(BIN)/contract-check analyze samples/dogovor-postavki.pdf --out out/demo
	@echo "files in out/demo/: report.json report.md report.pdf, the протокол разногласий (.docx), the deadlines (.ics)"

# Every test, then a real PDF through LocalStack with the aws CLI (pytest's summary stays the last word
# of the suite: the e2e prints one line).
test: $(STAMP) system-deps redis
	@scripts/localstack_e2e.sh
	$(BIN)/python -m pytest

# A real PDF uploaded with the aws CLI into LocalStack (installed on first use) ends as a report.
localstack-e2e: $(STAMP) redis
	@scripts/localstack_e2e.sh

# LocalStack + Redis (started if missing) + `contract-check serve`; Ctrl-C stops what it started.
dev: $(STAMP)
	@scripts/dev.sh

check: lint typecheck test

# The chaos suite at full size (CI runs it with 50 documents inside `make test`); CHAOS_SEED replays a run.
chaos: $(STAMP) redis
	CHAOS_DOCS=$${CHAOS_DOCS:-500} $(BIN)/python -m pytest tests/chaos -s -p no:logging -q

lint: $(STAMP)
	$(BIN)/ruff check .

typecheck: $(STAMP)
	$(BIN)/mypy

$(RUN_STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert (3, 11) <= sys.version_info[:2] <= (3, 13), "Python 3.11-3.13 required"'
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[local]"
	touch $(RUN_STAMP)

$(STAMP): $(RUN_STAMP)
	$(BIN)/python -m pip install --quiet -e ".[local,dev,bench]"
	touch $(STAMP)

system-deps:
	@scripts/ensure_system_deps.sh

redis:
	@scripts/ensure_redis.sh

# One table on stdout, the run appended to bench/results.json (BENCH_ARGS=--quick for a smoke run).
bench: $(STAMP) system-deps
	$(BIN)/python bench/run.py --cuad $(CUAD) --ru $(RU) $(BENCH_ARGS)

samples: $(STAMP)
	$(BIN)/python scripts/make_samples.py

generated: $(STAMP)
	$(BIN)/python scripts/gen_requirements.py
	$(BIN)/python scripts/gen_schemas.py

# Finds Python 3.12 (the Lambda runtime), builds out/package afresh and prints every function's size
# against Lambda's limits (scripts/package.py). STAGE=prod make package for another stage.
package: $(STAMP)
	$(BIN)/python -m scripts.package --stage $(STAGE) --out out/package

# The Tesseract layer (layers/tesseract/Dockerfile); explains what to do where there is no Docker engine.
layer:
	@scripts/build_tesseract_layer.sh

localstack: $(STAMP)
	localstack/run.sh

clean:
	rm -rf out .pytest_cache .mypy_cache .ruff_cache
