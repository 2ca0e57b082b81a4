"""template.yaml, .chalice/config.json, the IAM policy files and the LocalStack init script agree with the
topology table (chalicelib/topology.py). Offline and fast: nothing here talks to AWS or starts a server."""

from __future__ import annotations

import fnmatch
import importlib.util
import json
import re
import shutil
import subprocess
from typing import Any

import pytest
from chalice.config import Config
from infra.infra_support import (
    CHALICE_DIR,
    INIT_SCRIPT,
    LOCALSTACK_DIR,
    ROOT,
    TEMPLATE,
    Resolver,
    load_chalice_config,
    load_template,
    stack_topology,
    stage_env,
    topology_for,
)

from chalicelib.settings import Settings
from chalicelib.topology import (
    BUCKETS,
    DEAD_LETTER_RETENTION_SECONDS,
    DEAD_LETTER_TIMEOUT_SECONDS,
    STAGES,
    TRIGGERS,
    BucketRole,
    Stage,
)

DEPLOYED_STAGES = ("dev", "prod")
ALL_STAGES = ("dev", "prod", "local")
DLQ_RETENTION_SECONDS = DEAD_LETTER_RETENTION_SECONDS


# ----------------------------------------------------------------------------------------------------------
# fixtures and helpers
# ----------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def template() -> dict[str, Any]:
    return load_template()


@pytest.fixture(scope="module")
def config() -> dict[str, Any]:
    return load_chalice_config()


def resources(template: dict[str, Any], resource_type: str) -> dict[str, dict[str, Any]]:
    return {name: res for name, res in template["Resources"].items() if res["Type"] == resource_type}


def queues_by_name(template: dict[str, Any], resolver: Resolver) -> dict[str, tuple[str, dict[str, Any]]]:
    """Resolved queue name → (logical id, properties)."""
    return {
        resolver.resolve(res["Properties"]["QueueName"]): (logical_id, res["Properties"])
        for logical_id, res in resources(template, "AWS::SQS::Queue").items()
    }


def buckets_by_name(template: dict[str, Any], resolver: Resolver) -> dict[str, tuple[str, dict[str, Any]]]:
    return {
        resolver.resolve(res["Properties"]["BucketName"]): (logical_id, res)
        for logical_id, res in resources(template, "AWS::S3::Bucket").items()
    }


def getatt_target(value: Any) -> str:
    """Logical id of a ``!GetAtt X.Arn``."""
    assert isinstance(value, dict) and "Fn::GetAtt" in value, value
    resource, attribute = value["Fn::GetAtt"]
    assert attribute == "Arn", value
    return str(resource)


def function_names() -> set[str]:
    """The chalice functions app.py defines (see the brief): one per stage, one per dead-letter queue,
    the sweeper, and chalice's REST handler."""
    return (
        {spec.stage.value for spec in STAGES}
        | {f"{spec.stage.value}_dead_letter" for spec in STAGES}
        | {
            "sweeper",
            "api_handler",
        }
    )


# ----------------------------------------------------------------------------------------------------------
# template.yaml
# ----------------------------------------------------------------------------------------------------------


def test_template_can_be_merged_into_chalice_sam_output(template: dict[str, Any]) -> None:
    assert template["AWSTemplateFormatVersion"] == "2010-09-09"
    assert template["Transform"] == "AWS::Serverless-2016-10-31"
    # A deep merge silently amends what `chalice package` generates: only the intended overrides (functions,
    # their roles and log groups, the REST API) may share a chalice logical id, each with chalice's type.
    functions = {"".join(part.title() for part in name.split("_")) for name in function_names()}
    functions = {"APIHandler" if name == "ApiHandler" else name for name in functions}
    roles = {("ApiHandler" if name == "APIHandler" else name) + "Role" for name in functions}
    overrides = {
        **dict.fromkeys(functions, "AWS::Serverless::Function"),
        **dict.fromkeys(roles, "AWS::IAM::Role"),
        "RestAPI": "AWS::Serverless::Api",
        "ApiHandlerLogGroup": "AWS::Logs::LogGroup",
    }
    chalice_names = set(overrides) | {f"{name}LogGroup" for name in functions} | {"DefaultRole"}
    shared = chalice_names & set(template["Resources"])
    assert shared == set(overrides)
    for name in shared:
        assert template["Resources"][name]["Type"] == overrides[name], name
    assert not {"EndpointURL", "RestAPIId", "APIHandlerName", "APIHandlerArn"} & set(
        template.get("Outputs", {})
    )


@pytest.mark.parametrize("stage", DEPLOYED_STAGES)
def test_default_names_match_chalice_stage_environment(
    template: dict[str, Any], config: dict[str, Any], stage: str
) -> None:
    """With only Stage given, the template names its buckets and queues as the functions expect."""
    resolver = Resolver(template, {"Stage": stage})
    topology = stack_topology(config, stage)
    assert set(buckets_by_name(template, resolver)) == {topology.bucket_name(spec.role) for spec in BUCKETS}
    expected_queues = {topology.queue_name(spec.stage) for spec in STAGES}
    expected_queues |= {topology.dead_letter_queue_name(spec.stage) for spec in STAGES}
    expected_queues |= {f"{topology.settings.queue_prefix}parked"}
    assert set(queues_by_name(template, resolver)) == expected_queues


def test_explicit_names_override_the_defaults(template: dict[str, Any]) -> None:
    resolver = Resolver(
        template,
        {
            "Stage": "prod",
            "UploadsBucketName": "acme-up",
            "TextBucketName": "acme-text",
            "ReportsBucketName": "acme-rep",
            "QueuePrefix": "acme-",
        },
    )
    assert set(buckets_by_name(template, resolver)) == {"acme-up", "acme-text", "acme-rep"}
    assert "acme-analyze-dlq" in queues_by_name(template, resolver)


@pytest.mark.parametrize("stage", DEPLOYED_STAGES)
def test_buckets_lifecycle_encryption_and_public_access(
    template: dict[str, Any], config: dict[str, Any], stage: str
) -> None:
    resolver = Resolver(template, {"Stage": stage})
    topology = stack_topology(config, stage)
    buckets = buckets_by_name(template, resolver)
    for spec in BUCKETS:
        _, bucket = buckets[topology.bucket_name(spec.role)]
        properties = bucket["Properties"]
        rules = properties["LifecycleConfiguration"]["Rules"]
        assert [rule["ExpirationInDays"] for rule in rules] == [spec.expire_days], spec
        assert all(rule["Status"] == "Enabled" and "Prefix" not in rule for rule in rules)
        encryption = properties["BucketEncryption"]["ServerSideEncryptionConfiguration"]
        assert encryption[0]["ServerSideEncryptionByDefault"]["SSEAlgorithm"] in {"AES256", "aws:kms"}
        assert properties["PublicAccessBlockConfiguration"] == {
            "BlockPublicAcls": True,
            "BlockPublicPolicy": True,
            "IgnorePublicAcls": True,
            "RestrictPublicBuckets": True,
        }


@pytest.mark.parametrize("stage", DEPLOYED_STAGES)
def test_notifications_follow_the_triggers(
    template: dict[str, Any], config: dict[str, Any], stage: str
) -> None:
    resolver = Resolver(template, {"Stage": stage})
    topology = stack_topology(config, stage)
    queue_names = {logical_id: name for name, (logical_id, _) in queues_by_name(template, resolver).items()}
    buckets = buckets_by_name(template, resolver)

    for spec in BUCKETS:
        _, bucket = buckets[topology.bucket_name(spec.role)]
        configurations = (
            bucket["Properties"].get("NotificationConfiguration", {}).get("QueueConfigurations", [])
        )
        actual: set[tuple[str, str, str]] = set()
        for configuration in configurations:
            assert configuration["Event"] == "s3:ObjectCreated:*"
            rules = configuration.get("Filter", {}).get("S3Key", {}).get("Rules", [])
            assert all(rule["Name"] in {"prefix", "suffix"} for rule in rules), (
                "filter rule names are lowercase"
            )
            values = {rule["Name"]: rule["Value"] for rule in rules}
            queue = queue_names[getatt_target(configuration["Queue"])]
            actual.add((queue, values.get("prefix", ""), values.get("suffix", "")))
        expected = {
            (topology.queue_name(trigger.stage), trigger.prefix, trigger.suffix)
            for trigger in TRIGGERS
            if trigger.bucket is spec.role
        }
        assert actual == expected, spec.role


@pytest.mark.parametrize("stage", DEPLOYED_STAGES)
def test_queues_visibility_redrive_and_dead_letter_retention(
    template: dict[str, Any], config: dict[str, Any], stage: str
) -> None:
    resolver = Resolver(template, {"Stage": stage})
    topology = stack_topology(config, stage)
    queues = queues_by_name(template, resolver)
    logical_to_name = {logical_id: name for name, (logical_id, _) in queues.items()}
    max_receive_default = Settings.model_fields["sqs_max_receive_count"].default

    for spec in STAGES:
        _, queue = queues[topology.queue_name(spec.stage)]
        assert queue["VisibilityTimeout"] == spec.visibility_timeout_seconds == 6 * spec.timeout_seconds
        redrive = queue["RedrivePolicy"]
        assert logical_to_name[
            getatt_target(redrive["deadLetterTargetArn"])
        ] == topology.dead_letter_queue_name(spec.stage)
        own = spec.max_receive_count
        assert int(resolver.resolve(redrive["maxReceiveCount"])) == (own or max_receive_default)
        _, dead_letter = queues[topology.dead_letter_queue_name(spec.stage)]
        assert dead_letter["MessageRetentionPeriod"] == DLQ_RETENTION_SECONDS
        # A dead-letter handler that keeps failing parks the message instead of cycling until retention ends.
        parked = dead_letter["RedrivePolicy"]
        assert logical_to_name[getatt_target(parked["deadLetterTargetArn"])].endswith("-parked")
        assert parked["maxReceiveCount"] >= max_receive_default
        assert dead_letter["VisibilityTimeout"] == 6 * DEAD_LETTER_TIMEOUT_SECONDS


@pytest.mark.parametrize("stage", DEPLOYED_STAGES)
def test_every_queue_outlasts_the_function_that_consumes_it(
    template: dict[str, Any], config: dict[str, Any], stage: str
) -> None:
    """Lambda refuses an SQS event source whose visibility timeout is below the function timeout; AWS
    advises six times. The dead-letter queues are consumed too (by the *_dead_letter functions)."""
    resolver = Resolver(template, {"Stage": stage})
    topology = stack_topology(config, stage)
    queues = queues_by_name(template, resolver)
    for spec in STAGES:
        for queue_name, function in (
            (topology.queue_name(spec.stage), spec.stage.value),
            (topology.dead_letter_queue_name(spec.stage), f"{spec.stage.value}_dead_letter"),
        ):
            timeout = Config(
                chalice_stage=stage, function_name=function, config_from_disk=config
            ).lambda_timeout
            _, queue = queues[queue_name]
            assert queue["VisibilityTimeout"] >= 6 * timeout, (queue_name, function)


@pytest.mark.parametrize("stage", DEPLOYED_STAGES)
def test_queue_policies_let_only_the_notifying_buckets_send(
    template: dict[str, Any], config: dict[str, Any], stage: str
) -> None:
    resolver = Resolver(template, {"Stage": stage})
    topology = stack_topology(config, stage)
    queues = queues_by_name(template, resolver)
    buckets = buckets_by_name(template, resolver)
    policies = resources(template, "AWS::SQS::QueuePolicy")

    for spec in STAGES:
        queue_logical_id, _ = queues[topology.queue_name(spec.stage)]
        matching = [
            (name, policy)
            for name, policy in policies.items()
            if policy["Properties"]["Queues"] == [{"Ref": queue_logical_id}]
        ]
        assert len(matching) == 1, spec.stage
        policy_name, policy = matching[0]
        (statement,) = policy["Properties"]["PolicyDocument"]["Statement"]
        assert statement["Effect"] == "Allow"
        assert statement["Principal"] == {"Service": "s3.amazonaws.com"}
        assert statement["Action"] == "sqs:SendMessage"
        assert getatt_target(statement["Resource"]) == queue_logical_id
        source_arns = set(resolver.resolve(statement["Condition"]["ArnLike"]["aws:SourceArn"]))
        notifying = {topology.bucket_name(t.bucket) for t in TRIGGERS if t.stage is spec.stage}
        assert source_arns == {f"arn:aws:s3:::{bucket}" for bucket in notifying}
        # S3 checks the queue permission when the notification is written: every notifying bucket must
        # be created after the policy.
        for bucket in notifying:
            _, bucket_resource = buckets[bucket]
            assert policy_name in bucket_resource.get("DependsOn", []), (bucket, policy_name)


def test_redis_cache_is_serverless_in_the_given_network(template: dict[str, Any]) -> None:
    (cache,) = resources(template, "AWS::ElastiCache::ServerlessCache").values()
    properties = cache["Properties"]
    assert properties["SubnetIds"] == {"Ref": "SubnetIds"}
    assert properties["SecurityGroupIds"] == [{"Ref": "RedisSecurityGroup"}]
    assert {"VpcId", "SubnetIds"} <= set(template["Parameters"])
    ingress = template["Resources"]["RedisSecurityGroup"]["Properties"]["SecurityGroupIngress"]
    assert ingress == [
        {
            "IpProtocol": "tcp",
            "FromPort": 6379,
            "ToPort": 6380,
            "SourceSecurityGroupId": {"Ref": "LambdaSecurityGroup"},
            "Description": "Redis from the Lambda functions",
        }
    ]
    without_network = Resolver(template)
    with_network = Resolver(template, {"VpcId": "vpc-1", "SubnetIds": ["subnet-1", "subnet-2"]})
    assert not without_network.condition(cache["Condition"])
    assert with_network.condition(cache["Condition"])


def test_partner_policy_confines_a_partner_to_its_prefixes(template: dict[str, Any]) -> None:
    resolver = Resolver(template)
    (policy,) = resources(template, "AWS::IAM::ManagedPolicy").values()
    statements = policy["Properties"]["PolicyDocument"]["Statement"]
    grants: dict[str, set[str]] = {}
    for statement in statements:
        assert statement["Effect"] == "Allow"
        actions = statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
        assert not any("*" in action for action in actions), "no wildcard actions for partners"
        resource = resolver.resolve(statement["Resource"])
        for action in actions:
            grants.setdefault(action, set()).add(
                resource if isinstance(resource, str) else json.dumps(resource)
            )
    tag = "${aws:PrincipalTag/PartnerId}"
    assert grants["s3:PutObject"] == {f"${{UploadsBucket.Arn}}/partners/{tag}/*"}
    assert grants["s3:GetObject"] == {f"${{ReportsBucket.Arn}}/partners/{tag}/*"}
    listing = next(s for s in statements if s["Action"] == "s3:ListBucket")
    assert listing["Condition"] == {"StringLike": {"s3:prefix": f"partners/{tag}/*"}}
    role = template["Resources"]["PartnerRole"]["Properties"]
    assert role["Tags"] == [{"Key": "PartnerId", "Value": {"Ref": "PartnerId"}}]
    assert role["ManagedPolicyArns"] == [{"Ref": "PartnerAccessPolicy"}]
    trusted_actions = {s["Action"] for s in role["AssumeRolePolicyDocument"]["Statement"]}
    assert trusted_actions == {"sts:AssumeRole"}, "no sts:TagSession: a partner cannot choose its PartnerId"


@pytest.mark.parametrize("stage", DEPLOYED_STAGES)
def test_alarms_on_every_dead_letter_queue_and_the_analyze_backlog(
    template: dict[str, Any], config: dict[str, Any], stage: str
) -> None:
    resolver = Resolver(template, {"Stage": stage})
    topology = stack_topology(config, stage)
    queues = queues_by_name(template, resolver)
    alarms: dict[tuple[str, str], dict[str, Any]] = {}
    for alarm in resources(template, "AWS::CloudWatch::Alarm").values():
        properties = alarm["Properties"]
        (dimension,) = properties["Dimensions"]
        assert dimension["Name"] == "QueueName" and properties["Namespace"] == "AWS/SQS"
        logical_id, attribute = dimension["Value"]["Fn::GetAtt"]
        assert attribute == "QueueName"
        alarms[(logical_id, properties["MetricName"])] = properties

    for spec in STAGES:
        dlq_logical_id, _ = queues[topology.dead_letter_queue_name(spec.stage)]
        # Its handler drains the dead-letter queue at once: count receives, not visible messages.
        alarm = alarms[(dlq_logical_id, "NumberOfMessagesReceived")]
        assert alarm["ComparisonOperator"] == "GreaterThanThreshold" and alarm["Threshold"] == 0
        assert alarm["Statistic"] == "Sum"
    parked_logical_id, _ = queues[f"{topology.settings.queue_prefix}parked"]
    assert (parked_logical_id, "ApproximateNumberOfMessagesVisible") in alarms
    analyze_logical_id, _ = queues[topology.queue_name(Stage.ANALYZE)]
    assert (analyze_logical_id, "ApproximateAgeOfOldestMessage") in alarms


def test_outputs_name_buckets_queues_and_redis(template: dict[str, Any]) -> None:
    outputs = template["Outputs"]
    for logical_id in resources(template, "AWS::S3::Bucket"):
        assert outputs[f"{logical_id}Name"]["Value"] == {"Ref": logical_id}
    for logical_id in resources(template, "AWS::SQS::Queue"):
        assert outputs[f"{logical_id}Arn"]["Value"] == {"Fn::GetAtt": [logical_id, "Arn"]}
        assert outputs[f"{logical_id}Url"]["Value"] == {"Ref": logical_id}
    assert outputs["RedisEndpoint"]["Value"] == {"Fn::GetAtt": ["RedisCache", "Endpoint.Address"]}
    assert outputs["RedisUrl"]["Value"]["Fn::Sub"].startswith("rediss://")  # serverless cache is TLS only


def test_cfn_lint_finds_nothing() -> None:
    """Alone; the merged package is linted in test_chalice_package. W2533 (no Handler/Runtime) is expected
    here: the function overrides only amend what chalice writes."""
    cfnlint_api = pytest.importorskip("cfnlint.api")
    matches = cfnlint_api.lint_file(
        TEMPLATE, config=cfnlint_api.ManualArgs(regions=["us-east-1"], ignore_checks=["W2533"])
    )
    assert [str(match) for match in matches] == []


# ----------------------------------------------------------------------------------------------------------
# .chalice/config.json and the hand-written policies
# ----------------------------------------------------------------------------------------------------------


def test_config_names_exactly_the_app_functions(config: dict[str, Any]) -> None:
    assert config["app_name"] == "contract-check"
    assert set(config["lambda_functions"]) == function_names()
    for stage in ALL_STAGES:
        assert set(config["stages"][stage].get("lambda_functions", {})) <= function_names()


@pytest.mark.parametrize("stage", ALL_STAGES)
def test_config_timeouts_memory_and_concurrency_follow_the_stages(config: dict[str, Any], stage: str) -> None:
    """Resolved through chalice's own Config, so stage-level overrides are taken into account."""
    for spec in STAGES:
        for name in (spec.stage.value, f"{spec.stage.value}_dead_letter"):
            resolved = Config(chalice_stage=stage, function_name=name, config_from_disk=config)
            if name == spec.stage.value:
                assert resolved.lambda_timeout == spec.timeout_seconds, name
                assert resolved.lambda_memory_size == spec.memory_mb, name
                # The LLM stage is capped by its event source's maximum concurrency (app.py), never by
                # reserved concurrency, whose throttles would push messages into the dead-letter queue.
                assert resolved.reserved_concurrency is None, name
            else:
                # Dead-letter handlers only write error.json: they must still fit their queue's visibility.
                assert 6 * resolved.lambda_timeout <= spec.visibility_timeout_seconds, name
                assert resolved.reserved_concurrency is None, name
    api = Config(chalice_stage=stage, function_name="api_handler", config_from_disk=config)
    assert api.lambda_timeout <= 29, "API Gateway gives up after 29 s"


@pytest.mark.parametrize("stage", ALL_STAGES)
def test_config_environment_is_complete_and_holds_no_secrets(config: dict[str, Any], stage: str) -> None:
    env = stage_env(config, stage)
    assert env["STAGE"] == stage
    assert env["LLM_PROVIDER"] == "rules"
    assert {"UPLOADS_BUCKET", "TEXT_BUCKET", "REPORTS_BUCKET", "QUEUE_PREFIX"} <= set(env)
    assert all(isinstance(value, str) for value in env.values()), "chalice wants string values"
    # Secrets and per-deployment endpoints are set at deploy time, never committed (see localstack/README.md).
    forbidden = re.compile(r"TOKEN|SECRET|API_KEY|PASSWORD|REDIS_URL|AWS_ENDPOINT_URL")
    assert not [name for name in env if forbidden.search(name)]
    assert config["autogen_policy"] is False, "autogen misses calls made inside chalicelib"


@pytest.mark.parametrize("stage", ALL_STAGES)
def test_policy_file_grants_the_pipeline_and_nothing_more(config: dict[str, Any], stage: str) -> None:
    policy_file = Config(chalice_stage=stage, config_from_disk=config).iam_policy_file
    assert policy_file == f"policy-{stage}.json"
    document = json.loads((CHALICE_DIR / policy_file).read_text(encoding="utf-8"))
    topology = topology_for(config, stage)
    granted: dict[str, list[str]] = {}
    for statement in document["Statement"]:
        assert statement["Effect"] == "Allow"
        actions = statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
        resource_list = (
            statement["Resource"] if isinstance(statement["Resource"], list) else [statement["Resource"]]
        )
        for action in actions:
            assert not action.endswith(":*"), action
            granted.setdefault(action, []).extend(resource_list)

    def allowed(action: str, arn: str) -> bool:
        return any(fnmatch.fnmatchcase(arn, pattern) for pattern in granted.get(action, []))

    for bucket_spec in BUCKETS:
        bucket = topology.bucket_name(bucket_spec.role)
        for action in ("s3:GetObject", "s3:PutObject", "s3:DeleteObject"):
            assert allowed(action, f"arn:aws:s3:::{bucket}/tg-1/s/report.json"), (action, bucket)
        assert allowed("s3:ListBucket", f"arn:aws:s3:::{bucket}")
        assert not allowed("s3:GetObject", f"arn:aws:s3:::{bucket}-other/x")
    for pipeline_stage in (spec.stage for spec in STAGES):
        for queue in (topology.queue_name(pipeline_stage), topology.dead_letter_queue_name(pipeline_stage)):
            arn = f"arn:aws:sqs:eu-central-1:123456789012:{queue}"
            for action in (
                "sqs:ReceiveMessage",
                "sqs:DeleteMessage",
                "sqs:GetQueueAttributes",
                "sqs:ChangeMessageVisibility",
            ):
                assert allowed(action, arn), (action, queue)
    assert "sqs:SendMessage" not in granted, "the pipeline hands over through S3, never by sending"
    assert allowed("logs:PutLogEvents", "arn:aws:logs:eu-central-1:123456789012:log-group:x:log-stream:y")
    assert allowed("ec2:CreateNetworkInterface", "*"), "VPC access for the Redis cache"


# ----------------------------------------------------------------------------------------------------------
# localstack/
# ----------------------------------------------------------------------------------------------------------


def test_init_script_is_the_rendered_topology() -> None:
    # Loaded by path: scripts/ is not a package and the project root need not be on sys.path.
    spec = importlib.util.spec_from_file_location(
        "localstack_gen_init", ROOT / "scripts" / "localstack_gen_init.py"
    )
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    assert INIT_SCRIPT.read_text(encoding="utf-8") == generator.render(), (
        "run: python -m scripts.localstack_gen_init"
    )


def test_init_script_creates_the_topology_names_and_filters() -> None:
    """Reads the script as text (independently of the generator) and compares it with the table."""
    text = INIT_SCRIPT.read_text(encoding="utf-8")
    defaults = dict(re.findall(r'^(\w+_BUCKET)="\$\{\w+:-([^}]+)\}"$', text, flags=re.MULTILINE))
    prefix = re.search(r'^QUEUE_PREFIX="\$\{QUEUE_PREFIX:-([^}]+)\}"$', text, flags=re.MULTILINE)
    assert prefix is not None
    settings = Settings(
        _env_file=None,
        uploads_bucket=defaults["UPLOADS_BUCKET"],
        text_bucket=defaults["TEXT_BUCKET"],
        reports_bucket=defaults["REPORTS_BUCKET"],
        queue_prefix=prefix.group(1),
    )
    defaults_of_settings = {
        name: Settings.model_fields[name].default
        for name in ("uploads_bucket", "text_bucket", "reports_bucket", "queue_prefix")
    }
    assert defaults_of_settings == {
        "uploads_bucket": settings.uploads_bucket,
        "text_bucket": settings.text_bucket,
        "reports_bucket": settings.reports_bucket,
        "queue_prefix": settings.queue_prefix,
    }

    queues = {
        name: (int(visibility), int(receives) if receives else None)
        for _, name, visibility, receives in re.findall(
            r"^(\w+)_QUEUE_ARN=\$\(stage_queues (\w+) (\d+) ?(\d*)\)", text, flags=re.MULTILINE
        )
    }
    assert queues == {
        spec.stage.value: (spec.visibility_timeout_seconds, spec.max_receive_count) for spec in STAGES
    }
    assert '--queue-name "${QUEUE_PREFIX}${stage}-dlq"' in text
    assert "MessageRetentionPeriod=1209600" in text

    variable_of_role = {
        BucketRole.UPLOADS: "UPLOADS_BUCKET",
        BucketRole.TEXT: "TEXT_BUCKET",
        BucketRole.REPORTS: "REPORTS_BUCKET",
    }
    for spec in BUCKETS:
        variable = variable_of_role[spec.role]
        lifecycle = re.search(rf'--bucket "\${variable}" --lifecycle-configuration \'([^\']+)\'', text)
        assert lifecycle is not None
        assert [r["Expiration"]["Days"] for r in json.loads(lifecycle.group(1))["Rules"]] == [
            spec.expire_days
        ]
        notification = re.search(
            rf'put-bucket-notification-configuration --bucket "\${variable}" '
            r'--notification-configuration "\$\(cat <<JSON\n(.*?)\nJSON\n\)"',
            text,
            flags=re.DOTALL,
        )
        assert notification is not None, variable
        actual = set()
        for configuration in json.loads(notification.group(1))["QueueConfigurations"]:
            rules = configuration.get("Filter", {}).get("Key", {}).get("FilterRules", [])
            assert all(rule["Name"] in {"prefix", "suffix"} for rule in rules)
            values = {rule["Name"]: rule["Value"] for rule in rules}
            stage = re.fullmatch(r"\$\{(\w+)_QUEUE_ARN\}", configuration["QueueArn"])
            assert stage is not None
            actual.add((stage.group(1).lower(), values.get("prefix", ""), values.get("suffix", "")))
        expected = {(t.stage.value, t.prefix, t.suffix) for t in TRIGGERS if t.bucket is spec.role}
        assert actual == expected, spec.role


@pytest.mark.parametrize("script", ["run.sh", "init/ready.d/10-topology.sh"])
def test_shell_scripts_parse(script: str) -> None:
    bash = shutil.which("bash")
    if bash is None:
        pytest.skip("bash is not installed")
    path = LOCALSTACK_DIR / script
    assert path.stat().st_mode & 0o111, f"{script} must be executable"
    subprocess.run([bash, "-n", str(path)], check=True)


def test_run_sh_uses_the_measured_pins_and_the_project_topology() -> None:
    text = (LOCALSTACK_DIR / "run.sh").read_text(encoding="utf-8")
    for pin in (
        "localstack-core[runtime]==2026.3.0",
        "cbor2<6",
        "pyopenssl<25",
        "cryptography<45",
        "service_identity",
    ):
        assert f"'{pin}'" in text
    for variable in (
        "OVERRIDE_IN_DOCKER=0",
        "SKIP_SSL_CERT_DOWNLOAD=1",
        "DISABLE_EVENTS=1",
        "GATEWAY_LISTEN=",
    ):
        assert variable in text
    assert "-m chalicelib.local.topology_cli apply" in text
    gitignore = (LOCALSTACK_DIR / ".gitignore").read_text(encoding="utf-8").split()
    assert ".venv/" in gitignore and ".state/" in gitignore


def test_compose_mounts_the_init_script_and_runs_redis() -> None:
    import yaml

    compose = yaml.safe_load((LOCALSTACK_DIR / "docker-compose.yml").read_text(encoding="utf-8"))
    localstack = compose["services"]["localstack"]
    assert any(
        str(volume).startswith("./init/ready.d:/etc/localstack/init/ready.d")
        for volume in localstack["volumes"]
    )
    assert "127.0.0.1:4566:4566" in localstack["ports"]
    assert "redis" in compose["services"]
