import { Global, Module } from '@nestjs/common';
import { ProcessorHost } from './processor-host.service.js';
import { ProcessorRegistry } from './processor-registry.js';

@Global()
@Module({ providers: [ProcessorRegistry, ProcessorHost], exports: [ProcessorRegistry, ProcessorHost] })
export class ProcessorsModule {}
