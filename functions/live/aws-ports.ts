import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { LivePorts } from './ports';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

/**
 * The deployed ports: posts through the WebSocket API's Management API (`LIVE_CONNECTIONS_URL`, its
 * https stage URL), and a question's close as one execution of the close state machine
 * (`LIVE_CLOSE_STATE_MACHINE`), which waits until `closesAt` and invokes the close. The execution's
 * name is the game and question, so a second schedule of the same close is refused by Step Functions.
 */
export function awsLivePorts(): LivePorts {
  const management = new ApiGatewayManagementApiClient({ endpoint: required('LIVE_CONNECTIONS_URL') });
  const stepFunctions = new SFNClient({});
  return {
    messenger: {
      async post(connectionId, data) {
        try {
          await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
          return true;
        } catch (error) {
          if (error instanceof GoneException) return false;
          throw error;
        }
      },
    },
    closer: {
      async scheduleClose({ gameId, index, closesAt }) {
        try {
          await stepFunctions.send(
            new StartExecutionCommand({
              stateMachineArn: required('LIVE_CLOSE_STATE_MACHINE'),
              name: `${gameId}-q${index}`,
              input: JSON.stringify({ liveTask: 'close', gameId, index, closesAt: new Date(closesAt).toISOString() }),
            }),
          );
        } catch (error) {
          if (!(error instanceof ExecutionAlreadyExists)) throw error;
        }
      },
    },
  };
}
