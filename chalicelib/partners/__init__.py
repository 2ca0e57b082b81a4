"""The partner (B2B) channel: registry and keys, drop-in admission, quotas, the HTTPS API, signed callbacks.

Framework-free domain code: Redis, S3/SSM and HTTP come in through the ports in :mod:`.ports`.
"""
