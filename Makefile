# Contract check (Контракт-чек). `make demo` and `make test` each do their own set-up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CUAD ?= ../shared/data/cuad-dev

.PHONY: chaos demo test lint typecheck check system-deps redis bench samples generated package localstack clean

demo: $(STAMP)
	$(BIN)/contract-check analyze samples/dogovor-postavki.pdf --out out/demo
	@echo "report files: out/demo/report.json out/demo/report.md out/demo/report.pdf"

test: $(STAMP) system-deps redis
	$(BIN)/python -m pytest

check: lint typecheck test

# The chaos suite at full size (CI runs it with 50 documents inside `make test`); CHAOS_SEED replays a run.
chaos: $(STAMP) redis
	CHAOS_DOCS=$${CHAOS_DOCS:-500} $(BIN)/python -m pytest tests/chaos -s -p no:logging -q

lint: $(STAMP)
	$(BIN)/ruff check .

typecheck: $(STAMP)
	$(BIN)/mypy

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert (3, 11) <= sys.version_info[:2] <= (3, 13), "Python 3.11-3.13 required"'
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[local,dev,bench]"
	touch $(STAMP)

system-deps:
	@scripts/ensure_system_deps.sh

redis:
	@scripts/ensure_redis.sh

bench: $(STAMP) system-deps
	$(BIN)/python bench/e2e.py $(CUAD)
	$(BIN)/python bench/prescreen.py $(CUAD) $(if $(RU_DEV),--ru-dev $(RU_DEV))

samples: $(STAMP)
	$(BIN)/python scripts/make_samples.py

generated: $(STAMP)
	$(BIN)/python scripts/gen_requirements.py
	$(BIN)/python scripts/gen_schemas.py

package: $(STAMP)
	$(BIN)/chalice package --pkg-format cloudformation --merge-template template.yaml --stage dev out/package

localstack: $(STAMP)
	localstack/run.sh

clean:
	rm -rf out .pytest_cache .mypy_cache .ruff_cache
