<?php

use Spatie\Permission\Tests\TestSupport\TestCase;

uses(TestCase::class)->in(__DIR__);
