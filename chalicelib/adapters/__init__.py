"""Adapters: the only modules that import boto3, redis, Powertools idempotency or touch the file system."""
