"""The real deployment package: ``scripts/package.py`` (``make package``) with ``requirements.txt``, the
Python layers and template.yaml merged into chalice's SAM output.

Builds once per run (~70 s with the packaging virtualenv cached in build/lambda-venv, ~2.5 min without; it
needs Python 3.12 and the package index) and checks the packaged template, not the config: sizes against
Lambda's limits, layers and environment per function, queue bindings, least-privilege roles, cfn-lint.
"""

from __future__ import annotations

import fnmatch
import json
import marshal
import os
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from infra.infra_support import Resolver, load_chalice_config, topology_for

from chalicelib.topology import STAGES, SWEEPER_RATE_MINUTES, TRIGGERS, Stage
from scripts import package

pytestmark = pytest.mark.slow

STAGE = "dev"
PIPELINE_FUNCTIONS = {"Extract", "Prescreen", "Analyze", "Notify"}
DEAD_LETTER_FUNCTIONS = {f"{name}DeadLetter" for name in PIPELINE_FUNCTIONS}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], list[package.FunctionSize]]:
    try:
        package.find_python312()
    except package.PackagingError as missing:
        pytest.skip(str(missing))
    out = tmp_path_factory.mktemp("package") / "package"
    template_path, sizes = package.build(STAGE, out, "us-east-1")
    template = package.load_cfn_yaml(template_path)
    template["__path__"] = str(template_path)
    return template, sizes


@pytest.fixture(scope="module")
def template(built: tuple[dict[str, Any], list[package.FunctionSize]]) -> dict[str, Any]:
    return built[0]


def functions(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        name: res["Properties"]
        for name, res in template["Resources"].items()
        if res["Type"] == "AWS::Serverless::Function"
    }


def test_every_function_fits_lambda_limits(
    built: tuple[dict[str, Any], list[package.FunctionSize]],
) -> None:
    _, sizes = built
    assert {size.name for size in sizes} == set(functions(built[0]))
    assert package.size_problems(sizes) == []
    by_name = {size.name: size for size in sizes}
    # The shared code is small: every function but extract and analyze carries nothing else.
    assert by_name["Notify"].unzipped_total < 45 * package.MB
    assert by_name["Extract"].complete, "the Tesseract layer (or its Debian stand-in) must be measured"


def test_the_limits_check_fails_past_either_limit() -> None:
    code = package.Artifact("deployment.zip", 51 * package.MB, 120 * package.MB)
    layer = package.Artifact("PdfLayer", 20 * package.MB, 140 * package.MB)
    problems = package.size_problems([package.FunctionSize("Extract", code, (layer,))])
    assert len(problems) == 2
    assert any("> 50 MB" in problem for problem in problems)
    assert any("> 250 MB" in problem for problem in problems)


def test_deployment_zip_has_the_app_but_not_runtime_or_layered_packages(template: dict[str, Any]) -> None:
    base = Path(template["__path__"]).parent
    with zipfile.ZipFile(base / "deployment.zip") as bundle:
        top = {name.split("/")[0] for name in bundle.namelist()}
    assert {"app.py", "chalicelib", "pydantic", "redis", "telegram"} <= top
    assert not top & {"boto3", "botocore", "pymupdf", "fitz", "PIL", "docx", "lxml"}
    with zipfile.ZipFile(base / "layers" / "pdf.zip") as bundle:
        assert any(name.startswith("python/pymupdf/") for name in bundle.namelist())


def test_code_and_layers_carry_python312_bytecode(template: dict[str, Any]) -> None:
    """Lambda cannot write ``__pycache__``: without shipped bytecode every cold start compiles from source."""
    base = Path(template["__path__"]).parent
    for archive, module in (
        (base / "deployment.zip", "chalicelib/__pycache__/bootstrap.cpython-312.pyc"),
        (base / "deployment.zip", "pydantic/__pycache__/main.cpython-312.pyc"),
        (base / "layers" / "pdf.zip", "python/pymupdf/__pycache__/mupdf.cpython-312.pyc"),
    ):
        with zipfile.ZipFile(archive) as bundle:
            header = bundle.read(module)[:8]
        assert int.from_bytes(header[4:8], "little") == 0b01, f"{module}: not unchecked-hash bytecode"


def test_code_carries_the_regex_table_of_python312(template: dict[str, Any]) -> None:
    """regexes.py reads the table its runtime wrote: python3.12's, with the checklist's patterns."""
    with zipfile.ZipFile(Path(template["__path__"]).parent / "deployment.zip") as bundle:
        tables = [name for name in bundle.namelist() if name.startswith("chalicelib/regexes-")]
        assert len(tables) == 1 and tables[0].startswith("chalicelib/regexes-cpython-312-"), tables
        table = marshal.loads(bundle.read(tables[0]))
    assert len(table) > 900


def test_compile_bytecode_counts_what_does_not_compile(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "module.py").write_text("VALUE = 1\n")
    (tmp_path / "pkg" / "template.py").write_text("def {{ name }}(:\n")
    (tmp_path / "pkg" / "__pycache__").mkdir()
    (tmp_path / "pkg" / "__pycache__" / "stale.cpython-311.pyc").write_bytes(b"stale")

    assert package.compile_bytecode(tmp_path, Path(sys.executable)) == 1
    cache = tmp_path / "pkg" / "__pycache__"
    assert [p.name.split(".")[0] for p in cache.iterdir()] == ["module"]


def test_runtime_is_python312_and_layers_only_where_imported(template: dict[str, Any]) -> None:
    found = functions(template)
    assert {props["Runtime"] for props in found.values()} == {"python3.12"}
    layers = {name: props.get("Layers", []) for name, props in found.items()}
    assert layers.pop("Extract") == [
        {"Ref": "PdfLayer"},
        {"Ref": "DocumentsLayer"},
        {"Ref": "TesseractLayerArn"},
    ]
    assert layers.pop("Analyze") == [
        {"Ref": "PdfLayer"},
        {"Ref": "MorphologyLayer"},
        {"Ref": "DocumentsLayer"},
    ], "report.pdf with PyMuPDF, lemmas, the amendments' DOCX files with python-docx"
    assert layers.pop("Prescreen") == [{"Ref": "MorphologyLayer"}], "prescreen reads clauses by lemma"
    assert all(value == [] for value in layers.values()), layers


def test_environment_per_function_comes_from_the_stack(template: dict[str, Any]) -> None:
    config = load_chalice_config()
    shared = {**config["environment_variables"], **config["stages"][STAGE]["environment_variables"]}
    for name, props in functions(template).items():
        variables = props["Environment"]["Variables"]
        assert variables["UPLOADS_BUCKET"] == {"Ref": "UploadsBucket"}, name
        assert variables["REPORTS_BUCKET"] == {"Ref": "ReportsBucket"}, name
        assert "SECRETS_SSM_PATH" in variables, name
        assert "PARTNERS_REGISTRY_URI" in variables, name
        assert variables["LLM_PROVIDER"] == shared["LLM_PROVIDER"]
        assert ("TESSDATA_PREFIX" in variables) == (name == "Extract"), name
    assert (
        functions(template)["Extract"]["Environment"]["Variables"]["TESSDATA_PREFIX"] == "/opt/share/tessdata"
    )


def test_stage_functions_are_bound_to_their_queues_after_the_queues_exist(template: dict[str, Any]) -> None:
    topology = topology_for(load_chalice_config(), STAGE)
    resources = template["Resources"]
    found = functions(template)
    for spec in STAGES:
        for name, queue_id, queue_name in (
            (spec.stage.value.title(), f"{spec.stage.value.title()}Queue", topology.queue_name(spec.stage)),
            (
                f"{spec.stage.value.title()}DeadLetter",
                f"{spec.stage.value.title()}DeadLetterQueue",
                topology.dead_letter_queue_name(spec.stage),
            ),
        ):
            (event,) = found[name]["Events"].values()
            assert event["Type"] == "SQS" and event["Properties"]["BatchSize"] == 1
            assert event["Properties"]["Queue"]["Fn::Sub"].endswith(f":{queue_name}")
            assert resources[name]["DependsOn"] == [queue_id], "mapping after queue in one stack"
            scaling = event["Properties"].get("ScalingConfig")
            expected = spec.max_concurrency if name == spec.stage.value.title() else None
            assert (scaling or {}).get("MaximumConcurrency") == expected, name
            assert "ReservedConcurrentExecutions" not in found[name]
        assert found[spec.stage.value.title()]["Timeout"] == spec.timeout_seconds
        assert found[spec.stage.value.title()]["MemorySize"] == spec.memory_mb
    assert {t.stage for t in TRIGGERS} == {spec.stage for spec in STAGES}


def test_sweeper_schedule_failure_destination_and_webhook_route(template: dict[str, Any]) -> None:
    resources = template["Resources"]
    (event,) = resources["Sweeper"]["Properties"]["Events"].values()
    assert event["Type"] == "Schedule"
    assert event["Properties"]["Schedule"] == f"rate({SWEEPER_RATE_MINUTES} minutes)"
    parked = {"Fn::GetAtt": ["ParkedQueue", "Arn"]}
    invoke = resources["Sweeper"]["Properties"]["EventInvokeConfig"]
    assert invoke["DestinationConfig"]["OnFailure"] == {"Type": "SQS", "Destination": parked}
    assert event["Properties"]["DeadLetterConfig"] == {"Arn": parked}
    api = resources["RestAPI"]["Properties"]
    assert "post" in api["DefinitionBody"]["paths"]["/telegram/webhook"]
    (method,) = api["MethodSettings"]
    assert method["ThrottlingRateLimit"] == {"Ref": "ApiThrottlingRateLimit"}
    assert api["AccessLogSetting"]["DestinationArn"] == {"Fn::GetAtt": ["ApiAccessLogGroup", "Arn"]}


def test_log_groups_have_retention_and_name_real_functions(template: dict[str, Any]) -> None:
    resources = template["Resources"]
    for name in functions(template):
        log_group = resources[f"{'ApiHandler' if name == 'APIHandler' else name}LogGroup"]["Properties"]
        assert log_group["RetentionInDays"] == 14
        assert log_group["LogGroupName"] == {"Fn::Sub": f"/aws/lambda/${{{name}}}"}


def _grants(template: dict[str, Any], function: str) -> dict[str, list[Any]]:
    resources = template["Resources"]
    role_id = functions(template)[function]["Role"]["Fn::GetAtt"][0]
    (policy,) = resources[role_id]["Properties"]["Policies"]
    resolver = Resolver(template)
    granted: dict[str, list[Any]] = {}
    for statement in policy["PolicyDocument"]["Statement"]:
        assert statement["Effect"] == "Allow"
        actions = statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
        resource = resolver.resolve(statement["Resource"])
        for action in actions:
            assert action != "*" and not action.endswith(":*"), (function, action)
            granted.setdefault(action, []).extend(resource if isinstance(resource, list) else [resource])
    return granted


def _on(granted: dict[str, list[Any]], action: str, bucket_id: str) -> bool:
    return any(
        json.dumps(resource).find(f"{bucket_id}.Arn") >= 0 or resource == {"Fn::GetAtt": [bucket_id, "Arn"]}
        for resource in granted.get(action, [])
    )


def test_every_function_has_its_own_least_privilege_role(template: dict[str, Any]) -> None:
    found = functions(template)
    roles = {props["Role"]["Fn::GetAtt"][0] for props in found.values()}
    assert len(roles) == len(found), "one role per function"
    deleters = {name for name in found if _on(_grants(template, name), "s3:DeleteObject", "UploadsBucket")}
    assert deleters == {"Notify", "Sweeper"}
    for name in found:
        granted = _grants(template, name)
        assert not _on(granted, "s3:DeleteObject", "TextBucket")
        assert not _on(granted, "s3:DeleteObject", "ReportsBucket")
        assert "sqs:SendMessage" not in granted or name == "Sweeper", name
        writes_uploads = _on(granted, "s3:PutObject", "UploadsBucket")
        assert writes_uploads == (name == "APIHandler"), name
        assert any("parameter" in json.dumps(r) for r in granted["ssm:GetParametersByPath"]), name
    # Each consumer may read exactly its own queue.
    for name in PIPELINE_FUNCTIONS | DEAD_LETTER_FUNCTIONS:
        assert _grants(template, name)["sqs:ReceiveMessage"] == [{"Fn::GetAtt": [f"{name}Queue", "Arn"]}]
    assert "sqs:ReceiveMessage" not in _grants(template, "APIHandler")


def test_bucket_names_carry_account_and_region(template: dict[str, Any]) -> None:
    resolver = Resolver(template, {"Stage": STAGE})
    names = {
        resolver.resolve(res["Properties"]["BucketName"])
        for res in template["Resources"].values()
        if res["Type"] == "AWS::S3::Bucket"
    }
    assert names == {
        f"{role}-{STAGE}-123456789012-us-east-1"
        for role in ("user-uploads", "extracted-text", "analysis-reports")
    }
    analyze_policy = template["Resources"]["AnalyzeQueuePolicy"]["Properties"]["PolicyDocument"]
    (statement,) = analyze_policy["Statement"]
    source = resolver.resolve(statement["Condition"]["ArnLike"]["aws:SourceArn"])
    assert source == [f"arn:aws:s3:::extracted-text-{STAGE}-123456789012-us-east-1"]
    assert fnmatch.fnmatch(source[0], "arn:aws:s3:::*-123456789012-us-east-1")


def test_merged_template_lints_clean_with_the_serverless_rules(template: dict[str, Any]) -> None:
    cfnlint_api = pytest.importorskip("cfnlint.api")
    pytest.importorskip("cfn_lint_serverless")
    matches = cfnlint_api.lint_file(
        Path(template["__path__"]),
        config=cfnlint_api.ManualArgs(
            regions=["us-east-1", "eu-central-1"], append_rules=["cfn_lint_serverless.rules"]
        ),
    )
    assert [str(match) for match in matches] == []
    assert {props["Tracing"] for props in functions(template).values()} == {"Active"}


def test_every_entry_point_invokes_the_snapstart_alias(template: dict[str, Any]) -> None:
    """SAM points each function's events (queues, schedule) at AutoPublishAlias; the REST API is rewritten."""
    function_globals = template["Globals"]["Function"]
    assert function_globals["AutoPublishAlias"] == "live"
    assert function_globals["SnapStart"] == {"ApplyOn": {"Ref": "SnapStart"}}
    assert template["Parameters"]["SnapStart"]["AllowedValues"] == ["PublishedVersions", "None"]
    resources = template["Resources"]
    permission = resources["APIHandlerInvokePermission"]["Properties"]
    assert permission["FunctionName"] == {"Ref": "APIHandler.Alias"}
    api = json.dumps(resources["RestAPI"])
    assert "APIHandler.Arn" not in api
    integrations = api.count("x-amazon-apigateway-integration")
    assert integrations and api.count('{"ApiFunction": {"Ref": "APIHandler.Alias"}}') == integrations
    runtimes = {props.get("Runtime") for props in functions(template).values()}
    assert runtimes == {"python3.12"}, "SnapStart for Python needs 3.12 or newer"
    queues = [event for props in functions(template).values() for event in props.get("Events", {}).values()]
    assert queues and all(event["Type"] in {"SQS", "Schedule"} for event in queues)


def test_analyze_is_capped_by_the_topology(template: dict[str, Any]) -> None:
    (event,) = functions(template)["Analyze"]["Events"].values()
    spec = next(spec for spec in STAGES if spec.stage is Stage.ANALYZE)
    assert event["Properties"]["ScalingConfig"] == {"MaximumConcurrency": spec.max_concurrency}


IMPORT_WALK = """
import importlib, json, pkgutil, sys
sys.path.insert(0, ".")
import chalicelib
failed = {}
for info in pkgutil.walk_packages(chalicelib.__path__, "chalicelib."):
    try:
        importlib.import_module(info.name)
    except ImportError as problem:
        failed[info.name] = str(getattr(problem, "name", problem))
print(json.dumps(failed))
"""
# Modules that may need a layer: only extract (extraction) and analyze (report.pdf, DOCX files) attach them.
LAYERED_MODULES = (
    "chalicelib.extraction",
    "chalicelib.reporting.pdf",
    "chalicelib.reporting.story",
    "chalicelib.amendments.render",
    "chalicelib.amendments.commented",
)
LAYERED_PACKAGES = {"pymupdf", "fitz", "PIL", "docx", "lxml", "pytesseract", "striprtf"}


def test_only_the_layered_modules_need_the_layers(
    built: tuple[dict[str, Any], list[package.FunctionSize]],
) -> None:
    """Every chalicelib module imports with the shared deployment package alone (the packaging venv holds
    exactly requirements.txt + boto3), except the ones whose functions attach the document layers: notify
    or the webhook importing PyMuPDF through a package ``__init__`` would crash on Lambda."""
    import subprocess

    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [str(package.VENV_DIR / "bin" / "python"), "-c", IMPORT_WALK],
        cwd=package.ROOT, env=env, capture_output=True, text=True, timeout=300, check=True,
    )  # fmt: skip
    failed: dict[str, str] = json.loads(done.stdout)
    assert {m for m in failed if not m.startswith(LAYERED_MODULES)} == set(), failed
    assert set(failed.values()) <= LAYERED_PACKAGES, failed
    assert "chalicelib.reporting.pdf" in failed, "the walk must see the layered modules fail"


# The only wildcards any IAM policy of the stack may grant, each for a reason AWS gives no narrower form for.
_VPC = "Lambda in a VPC (the Redis cache): ENI calls take no resource ARN (AWSLambdaVPCAccessExecutionRole)"
_XRAY = "X-Ray tracing (xray: true): these actions support no resource-level permissions"
DOCUMENTED_WILDCARDS: dict[tuple[str, str], str] = {
    ("ec2:CreateNetworkInterface", "*"): _VPC,
    ("ec2:DeleteNetworkInterface", "*"): _VPC,
    ("ec2:DescribeNetworkInterfaces", "*"): _VPC,
    ("ec2:DescribeSubnets", "*"): _VPC,
    ("ec2:AssignPrivateIpAddresses", "*"): _VPC,
    ("ec2:UnassignPrivateIpAddresses", "*"): _VPC,
    ("xray:PutTraceSegments", "*"): _XRAY,
    ("xray:PutTelemetryRecords", "*"): _XRAY,
}


def _allow_statements(template: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """Every Allow statement of every role and policy in the stack, with the resource that holds it."""
    found = []
    for logical_id, resource in template["Resources"].items():
        properties = resource.get("Properties", {})
        if resource["Type"] == "AWS::IAM::Role":
            documents = [policy["PolicyDocument"] for policy in properties.get("Policies", [])]
        elif resource["Type"] in ("AWS::IAM::Policy", "AWS::IAM::ManagedPolicy"):
            documents = [properties["PolicyDocument"]]
        else:
            continue
        for document in documents:
            found += [(logical_id, st) for st in document["Statement"] if st["Effect"] == "Allow"]
    return found


def test_iam_grants_no_wildcard_beyond_the_documented_ones(template: dict[str, Any]) -> None:
    """Security: a wildcard action, or an action on every resource ("*"), must be listed above with why."""
    statements = _allow_statements(template)
    assert len(statements) > 20, "the stack's policies were not found"
    undocumented = set()
    for logical_id, statement in statements:
        actions = statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
        resources = statement.get("Resource", [])
        resources = resources if isinstance(resources, list) else [resources]
        for action in actions:
            if "*" in action:
                undocumented.add((logical_id, action, "action wildcard"))
            for resource in resources:
                if resource == "*" and (action, "*") not in DOCUMENTED_WILDCARDS:
                    undocumented.add((logical_id, action, "*"))
    assert not undocumented, "\n".join(sorted({f"{action} on {what}" for _, action, what in undocumented}))
